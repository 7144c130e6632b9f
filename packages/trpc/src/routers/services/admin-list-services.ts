import { listServicesForAdmin } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminListServicesResponse } from "./admin-list-services.types.ts";
import { withCurrency } from "./list-services.types.ts";

export const adminListServicesRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    openapi: {
      method: "GET",
      path: "/admin/services",
      tags: ["services"],
      summary: "Every service not deleted, inactive ones included",
      protect: true,
    },
  })
  .output(adminListServicesResponse)
  .query(async ({ ctx }) => withCurrency(await listServicesForAdmin(ctx.scoped), ctx.tenant.currency));
