import { Prisma } from "@booking/db";

/** A unique constraint said no (Prisma P2002): two requests raced for the same email, slug or id. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** The hand-written index on lower(username) (migration username_unique_ci). */
export const USERNAME_INDEX = "User_username_lower_key";

/**
 * The unique violation came from `index`. The driver adapter names the index in its cause; Prisma
 * cannot name an index on an expression in its own fields, so this is the only place it appears.
 */
export function isUniqueViolationOf(error: unknown, index: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const cause = (error as Prisma.PrismaClientKnownRequestError).meta?.driverAdapterError as
    | { cause?: { constraint?: { index?: string } } }
    | undefined;
  return cause?.cause?.constraint?.index === index;
}
