import { restoreService } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { restoreServiceInput, restoreServiceResponse } from "./restore-service.types.ts";

export const restoreServiceRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["SERVICE_NOT_FOUND"],
    pathResource: "archivedService",
    openapi: {
      method: "POST",
      path: "/admin/services/{id}/restore",
      tags: ["services"],
      summary: "Bring an archived service back, switched off; its bookings still point at it",
      protect: true,
    },
  })
  .input(restoreServiceInput)
  .output(restoreServiceResponse)
  .mutation(({ ctx, input }) => restoreService(ctx.scoped, input.id));
