import { Prisma } from "@booking/db";

/** A unique constraint said no (Prisma P2002): two requests raced for the same email, slug or id. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
