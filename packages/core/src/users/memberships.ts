// Membership is per tenant. The rule: registering in a tenant (mini app or web) or logging in there
// (password or code) makes the user its CUSTOMER; an existing OWNER/ADMIN role is never lowered.
// Until then the user is a stranger to that tenant (booking there will join it too).
import type { Membership, Prisma } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export function membershipOf(db: ScopedDb, userId: string): Promise<Membership | null> {
  return db.membership.findFirst({ where: { userId } });
}

/** Idempotent and race-free: ON CONFLICT DO NOTHING on (tenantId, userId). */
export async function joinTenantAsCustomer(db: ScopedDb, userId: string): Promise<Membership> {
  // The scoped client adds tenantId; the generated input type cannot know that.
  const row = { userId, role: "CUSTOMER" } as Prisma.MembershipCreateManyInput;
  await db.membership.createMany({ data: [row], skipDuplicates: true });
  return db.membership.findFirstOrThrow({ where: { userId } });
}
