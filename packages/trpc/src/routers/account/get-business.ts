import { businessSettingsOf } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { businessSettingsResponse } from "./business.types.ts";

export const getBusinessRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/business",
      tags: ["account"],
      summary: "The business settings the storefront shows: name, description, logo, contacts, time zone, currency (owner only)",
    },
  })
  .output(businessSettingsResponse)
  .query(({ ctx }) => businessSettingsOf(ctx.tenant));
