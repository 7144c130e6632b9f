// Row schemas of the prepared statements (sql.ts): each statement declares the row it returns as a
// zod object, its TypeScript row type is inferred from it, and tests/foundation/sql-rows.test.ts
// runs every statement and parses its real rows with it (strict: no missing, extra or mistyped
// column). The model rows below must equal Prisma's types exactly (checked at compile time), so
// a schema change that the statements do not follow fails the typecheck or that test.
import { z } from "zod";
import { Plan, Prepayment, ReceiptPaymentMode, ReceiptTaxSystem, ReceiptVat, Role, UserType } from "./generated/enums.ts";
import type { Membership, Session, Tenant, User } from "./generated/client.ts";

/** Compile-time check that a schema's output is exactly a Prisma model type. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const uuid = z.string();
const instant = z.date();

export const tenantRow = z.strictObject({
  id: uuid,
  slug: z.string(),
  displayName: z.string(),
  plan: z.enum(Plan),
  isActive: z.boolean(),
  planExpiresAt: instant.nullable(),
  autoRenew: z.boolean(),
  nextPlan: z.enum(Plan).nullable(),
  customDomain: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  maxPendingPerCustomer: z.number().int(),
  minNoticeMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  selfCancelHours: z.number().int().nullable(),
  selfMoveHours: z.number().int().nullable(),
  prepayment: z.enum(Prepayment),
  description: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactTelegram: z.string().nullable(),
  contactAddress: z.string().nullable(),
  contactWebsite: z.string().nullable(),
  brandColor: z.string().nullable(),
  logoHash: z.string().nullable(),
  privacyPolicyUrl: z.string().nullable(),
  privacyPolicyVersion: z.string().nullable(),
  receiptsEnabled: z.boolean(),
  receiptTaxSystem: z.enum(ReceiptTaxSystem).nullable(),
  receiptVat: z.enum(ReceiptVat).nullable(),
  receiptPaymentMode: z.enum(ReceiptPaymentMode),
  embedOrigins: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});
export const userRow = z.strictObject({
  id: uuid,
  email: z.string().nullable(),
  passwordHash: z.string().nullable(),
  telegramId: z.bigint().nullable(),
  telegramChatId: z.bigint().nullable(),
  telegramUsername: z.string().nullable(),
  telegramUnreachable: z.boolean(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  userType: z.enum(UserType),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  emailBouncedAt: instant.nullable(),
  language: z.string(),
  deletedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export const sessionRow = z.strictObject({
  id: uuid,
  tokenHash: z.string(),
  userId: uuid,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  lastUsedAt: instant.nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: instant,
});
export const membershipRow = z.strictObject({
  id: uuid,
  tenantId: uuid,
  userId: uuid,
  role: z.enum(Role),
  pendingBookings: z.number().int(),
  createdAt: instant,
});

const exact: [
  Exactly<z.output<typeof tenantRow>, Tenant>,
  Exactly<z.output<typeof userRow>, User>,
  Exactly<z.output<typeof sessionRow>, Session>,
  Exactly<z.output<typeof membershipRow>, Membership>,
] = [true, true, true, true];
void exact;

/**
 * A model's row as `columns(fields, alias, prefix)` selects it: every key prefixed; `nullable` for
 * the side of a LEFT JOIN that may be missing (every column then null).
 */
export function prefixedRow<Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>, prefix: string, { nullable = false } = {}) {
  return Object.fromEntries(
    Object.entries(row.shape).map(([key, type]) => [`${prefix}${key}`, nullable ? (type as z.ZodType).nullable() : type]),
  ) as Record<string, z.ZodType>;
}
