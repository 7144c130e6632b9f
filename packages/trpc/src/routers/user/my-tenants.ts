import { listUserTenants } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { myTenantsResponse } from "./my-tenants.types.ts";

export const myTenantsRoute = globalAccountProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/user/tenants",
      tags: ["user"],
      summary: "Booking pages the user belongs to (owned first)",
      protect: true,
    },
  })
  .output(myTenantsResponse)
  .query(({ ctx }) => listUserTenants(ctx.sql, ctx.user.id));
