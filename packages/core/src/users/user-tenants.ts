import type { Sql } from "@booking/db";
import { userTenants } from "./users-sql.ts";

export interface UserTenant {
  slug: string;
  displayName: string;
  /** As in user answers: OWNER and ADMIN both read as ADMIN for the client. */
  role: "ADMIN" | "EXPERT" | "CUSTOMER";
  isOwner: boolean;
}

/**
 * The tenants a user belongs to, owned ones first: the account area has no tenant in its URL,
 * so the client asks which booking pages the owner manages.
 */
export async function listUserTenants(sql: Sql, userId: string): Promise<UserTenant[]> {
  const memberships = await sql.rows(userTenants, [userId]);
  const rank = { OWNER: 0, ADMIN: 1, EXPERT: 2, CUSTOMER: 3 } as const;
  return memberships
    .sort((a, b) => rank[a.role] - rank[b.role])
    .map((m) => ({
      slug: m.slug,
      displayName: m.displayName,
      role: m.role === "OWNER" ? "ADMIN" : m.role,
      isOwner: m.role === "OWNER",
    }));
}
