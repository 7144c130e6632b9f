import { createService } from "@booking/core";
import { idempotentAdminProcedure } from "../../init.ts";
import { createServiceInput, createServiceResponse } from "./create-service.types.ts";

export const createServiceRoute = idempotentAdminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["PLAN_LIMIT_SERVICES"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/admin/services",
      tags: ["services"],
      summary: "Create a service (plan limit on active services: PLAN_LIMIT_SERVICES)",
      protect: true,
    },
  })
  .input(createServiceInput)
  .output(createServiceResponse)
  .mutation(({ ctx, input }) => createService(ctx.scoped, ctx.tenant.id, input, ctx.idempotency));
