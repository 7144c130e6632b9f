// Every successful login or registration ends here: the user joins the request's tenant as a
// CUSTOMER (an existing role is kept) and gets a new session token. A request that named no tenant
// (the platform's own /login, /register) joins none: "default" is only its fallback.
import type { Tenant, User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { Deps } from "../deps.ts";
import type { TenantSource } from "../tenancy/resolve-tenant.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { joinTenantAsCustomer, membershipOf } from "../users/memberships.ts";
import { toUserView, type UserView } from "../users/user-view.ts";
import { createSession } from "./sessions.ts";

/** What a request knows about where it runs; the tRPC context after publicProcedure fits it. */
export interface TenantRequest {
  platform: PlatformDb;
  scoped: ScopedDb;
  deps: Pick<Deps, "config">;
  tenant: Tenant;
  tenantSource: TenantSource;
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  user: UserView;
}

export async function signIn(req: TenantRequest, user: User): Promise<SignedIn> {
  const membership =
    req.tenantSource === "fallback" ? await membershipOf(req.scoped, user.id) : await joinTenantAsCustomer(req.scoped, user.id);
  const token = await createSession(req.platform, user.id, { ip: req.ip, userAgent: req.userAgent });
  return { token, user: toUserView(user, membership, req.tenant, req.deps.config) };
}
