import { createTenantOwnedBy } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { setupTenantInput, setupTenantResponse } from "./setup-tenant.types.ts";
import { tenantCreated } from "./tenant-created.ts";

export const setupTenantRoute = globalAccountProcedure
  .meta({
    errors: ["SLUG_INVALID", "SLUG_RESERVED", "SLUG_TAKEN", "emailRequired", "invalidEmail", "invalidPhone", "invalidPromoCode"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/tenant-management/tenants",
      tags: ["tenant-management"],
      summary: "Set up a tenant owned by the current user",
    },
    rateLimit: RATE_LIMITS.signUps,
  })
  .input(setupTenantInput)
  .output(setupTenantResponse)
  .mutation(async ({ ctx, input }) => {
    const tenant = await createTenantOwnedBy(ctx.platform, ctx.user.id, input);
    return tenantCreated(ctx.user, tenant, input.plan, ctx.deps.config);
  });
