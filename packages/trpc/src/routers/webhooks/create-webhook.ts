import { createWebhook } from "@booking/core";
import { idempotentOwnerProcedure } from "../../init.ts";
import { createWebhookInput, createWebhookResponse } from "./webhook.types.ts";

export const createWebhookRoute = idempotentOwnerProcedure
  .meta({
    errors: ["PLAN_API_NOT_ALLOWED", "WEBHOOK_URL_INVALID", "WEBHOOK_URL_FORBIDDEN", "WEBHOOK_LIMIT_REACHED"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/account/webhooks",
      tags: ["webhooks"],
      summary: "Register an https endpoint (PROFESSIONAL+) for booking events; the answer carries its signing secret once",
    },
  })
  .input(createWebhookInput)
  .output(createWebhookResponse)
  .mutation(({ ctx, input }) => createWebhook(ctx.scoped, ctx.deps, ctx.tenant, input, new Date(), ctx.idempotency));
