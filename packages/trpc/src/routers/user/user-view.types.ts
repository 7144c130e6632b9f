// The user answer of spec §3 (see toUserView in @booking/core), shared by the user, auth and
// tenant-management procedures.
import { z } from "zod";

export const userView = z.object({
  id: z.string(),
  role: z.enum(["ADMIN", "EXPERT", "CUSTOMER"]),
  isOwner: z.boolean(),
  firstName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  telegramId: z.string().nullable(),
  userType: z.enum(["WEB", "HYBRID", "TELEGRAM"]),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  telegramLinked: z.boolean(),
  platformBotUsername: z.string().nullable(),
  tenantId: z.string(),
  language: z.string(),
});

/** Login and registration answers: the new session's bearer token and the user. */
export const signedInResponse = z.object({ token: z.string(), user: userView });
