// Web registration (spec §3 web payload): a WEB account with a password. Emails are global.
import { AppError } from "@booking/contracts";
import type { User } from "@booking/db";
import type { PlatformDb, PlatformTx } from "../tenancy/databases.ts";
import { hashPassword } from "../auth/password.ts";
import { isUniqueViolation, isUniqueViolationOf, USERNAME_INDEX } from "./unique-violation.ts";

export interface WebRegistration {
  username: string;
  firstName: string;
  email: string;
  password: string;
  phone: string;
}

type UserWriter = Pick<PlatformTx, "user">;

/** Creates the account from an already hashed password, so callers can hash outside a transaction. */
export async function createWebUser(db: UserWriter, input: Omit<WebRegistration, "password">, passwordHash: string): Promise<User> {
  try {
    return await db.user.create({
      data: {
        email: input.email,
        passwordHash,
        username: input.username,
        firstName: input.firstName,
        phone: input.phone,
        userType: "WEB",
      },
    });
  } catch (error) {
    // Usernames are unique whatever their case (`Anna` takes `anna`): the index decides, races included.
    if (isUniqueViolationOf(error, USERNAME_INDEX)) throw new AppError("usernameTaken");
    if (isUniqueViolation(error)) throw new AppError("USER_EXISTS");
    throw error;
  }
}

export async function assertEmailFree(db: UserWriter, email: string): Promise<void> {
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new AppError("USER_EXISTS");
}

export async function registerWebUser(db: PlatformDb, input: WebRegistration): Promise<User> {
  // Checked before the deliberately slow hash; the unique index still decides a race.
  await assertEmailFree(db, input.email);
  return createWebUser(db, input, await hashPassword(input.password));
}
