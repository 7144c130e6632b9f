import { updateBotConfig } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { updateBotConfigInput, updateBotConfigResponse } from "./update-bot-config.types.ts";

export const updateBotConfigRoute = ownerProcedure
  .meta({
    errors: ["BOT_TOKEN_INVALID", "PLAN_REQUIRED_PRO"],
    openapi: {
      method: "PUT",
      path: "/account/bot-config",
      tags: ["account"],
      summary:
        "Own bot (PROFESSIONAL+): botToken sets a new token (checked with getMe), null removes it, omitted keeps it; isActive sets or deletes the webhook",
    },
  })
  .input(updateBotConfigInput)
  .output(updateBotConfigResponse)
  .mutation(({ ctx, input }) => updateBotConfig(ctx.scoped, ctx.deps, ctx.tenant, input, new Date()));
