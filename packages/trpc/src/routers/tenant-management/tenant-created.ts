import type { PlanName } from "@booking/contracts";
import { toUserView, type AppConfig } from "@booking/core";
import type { Tenant, User } from "@booking/db";

/** The answer after a tenant is created: its summary and its owner as seen there. */
export function tenantCreated(user: User, tenant: Tenant, plan: PlanName, config: AppConfig) {
  return {
    tenant: { id: tenant.id, slug: tenant.slug, displayName: tenant.displayName, plan: tenant.plan, isActive: tenant.isActive },
    user: toUserView(user, { role: "OWNER" }, tenant, config),
    selectedPlan: plan === "FREE" ? null : plan,
  };
}
