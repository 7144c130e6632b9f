import { updateService } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { updateServiceInput, updateServiceResponse } from "./update-service.types.ts";

export const updateServiceRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["SERVICE_NOT_FOUND"],
    pathResource: "service",
    sampleInput: { name: "Renamed", description: "Changed", price: 12.5, duration: 90, isActive: true },
    openapi: {
      method: "PUT",
      path: "/admin/services/{id}",
      tags: ["services"],
      summary: "Replace a service's fields; switching it on counts against the plan limit",
      protect: true,
    },
  })
  .input(updateServiceInput)
  .output(updateServiceResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => updateService(ctx.scoped, ctx.tenant.id, id, changes));
