import { listArchivedServices } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminListServicesResponse } from "./admin-list-services.types.ts";
import { withCurrency } from "./list-services.types.ts";

export const listArchivedServicesRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    openapi: {
      method: "GET",
      path: "/admin/services/archived",
      tags: ["services"],
      summary: "Services deleted while they had bookings, most recently archived first",
      protect: true,
    },
  })
  .output(adminListServicesResponse)
  .query(async ({ ctx }) => withCurrency(await listArchivedServices(ctx.scoped), ctx.tenant.currency));
