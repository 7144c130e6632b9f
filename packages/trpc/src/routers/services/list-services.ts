import { listActiveServices } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listServicesResponse, withCurrency } from "./list-services.types.ts";

export const listServicesRoute = publicProcedure
  .meta({ openapi: { method: "GET", path: "/services", tags: ["services"], summary: "Active services of the tenant" } })
  .output(listServicesResponse)
  .query(async ({ ctx }) => withCurrency(await listActiveServices(ctx.sql, ctx.tenant.id), ctx.tenant.currency));
