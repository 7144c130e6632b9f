import { listActiveServices } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listServicesResponse } from "./list-services.types.ts";

export const listServicesRoute = publicProcedure
  .meta({ openapi: { method: "GET", path: "/services", tags: ["services"], summary: "Active services of the tenant" } })
  .output(listServicesResponse)
  .query(({ ctx }) => listActiveServices(ctx.sql, ctx.tenant.id));
