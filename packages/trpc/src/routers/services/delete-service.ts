import { deleteService } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { deleteServiceInput, deleteServiceResponse } from "./delete-service.types.ts";

export const deleteServiceRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["SERVICE_NOT_FOUND"],
    pathResource: "service",
    openapi: {
      method: "DELETE",
      path: "/admin/services/{id}",
      tags: ["services"],
      summary: "Delete a service, or archive it when it has bookings",
      protect: true,
    },
  })
  .input(deleteServiceInput)
  .output(deleteServiceResponse)
  .mutation(({ ctx, input }) => deleteService(ctx.scoped, input.id));
