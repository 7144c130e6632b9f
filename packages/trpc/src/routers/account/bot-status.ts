import { botStatus } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { botStatusResponse } from "./bot-status.types.ts";

export const botStatusRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/bot-status",
      tags: ["account"],
      summary: "The own bot's live state: the token checked with Telegram (getMe) and where Telegram delivers its updates (getWebhookInfo)",
    },
    // Each call asks Telegram twice: an owner refreshing the page is fine, a loop is not.
    rateLimit: RATE_LIMITS.outboundChecks,
  })
  .output(botStatusResponse)
  .query(({ ctx }) => botStatus(ctx.scoped, ctx.deps.config, new Date()));
