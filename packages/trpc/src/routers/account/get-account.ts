import { accountView } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { getAccountResponse } from "./get-account.types.ts";

export const getAccountRoute = ownerProcedure
  .meta({ openapi: { method: "GET", path: "/account", tags: ["account"], summary: "The owner area of the request's tenant (owner only)" } })
  .output(getAccountResponse)
  .query(({ ctx }) => accountView(ctx.scoped, ctx.deps, ctx.tenant, new Date()));
