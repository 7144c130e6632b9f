import type { Db } from "@booking/db";

export interface UserTenant {
  slug: string;
  displayName: string;
  /** As in user answers: OWNER and ADMIN both read as ADMIN for the client. */
  role: "ADMIN" | "CUSTOMER";
  isOwner: boolean;
}

/**
 * The tenants a user belongs to, owned ones first: the account area has no tenant in its URL,
 * so the client asks which booking pages the owner manages.
 */
export async function listUserTenants(db: Db, userId: string): Promise<UserTenant[]> {
  const memberships = await db.membership.findMany({
    where: { userId },
    include: { tenant: { select: { slug: true, displayName: true } } },
    orderBy: { createdAt: "asc" },
  });
  const rank = { OWNER: 0, ADMIN: 1, CUSTOMER: 2 } as const;
  return memberships
    .sort((a, b) => rank[a.role] - rank[b.role])
    .map((m) => ({
      slug: m.tenant.slug,
      displayName: m.tenant.displayName,
      role: m.role === "CUSTOMER" ? "CUSTOMER" : "ADMIN",
      isOwner: m.role === "OWNER",
    }));
}
