import { loadStorefront } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { storefrontResponse } from "./storefront.types.ts";

export const storefrontRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/tenant/storefront",
      tags: ["tenant"],
      summary:
        "The business's page in one read: its public profile, its experts (when several) and its active services with the next free time",
      description:
        "404 TENANT_NOT_FOUND for an unknown X-Tenant. The next free times follow the calendar's rules (GET /bookings/available/days).",
    },
  })
  .output(storefrontResponse)
  .query(({ ctx }) => loadStorefront(ctx.sql, ctx.scoped, ctx.tenant, ctx.deps.config.telegramBotUsername, new Date()));
