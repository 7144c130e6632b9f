import { tenantBotUsername, toPublicProfile } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { publicProfileResponse } from "./public-profile.types.ts";

export const publicProfileRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/tenant/public",
      tags: ["tenant"],
      summary:
        "The tenant's public profile (name, time zone, description, logo, contacts, where to write without contacts); 404 TENANT_NOT_FOUND for an unknown X-Tenant",
    },
  })
  .output(publicProfileResponse)
  .query(async ({ ctx }) =>
    toPublicProfile(ctx.tenant, { tenantBot: await tenantBotUsername(ctx.scoped), platformBot: ctx.deps.config.telegramBotUsername }),
  );
