import { deleteWebhook } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { deleteWebhookInput, deleteWebhookResponse } from "./webhook.types.ts";

export const deleteWebhookRoute = ownerProcedure
  .meta({
    errors: ["WEBHOOK_NOT_FOUND"],
    pathResource: "webhook",
    openapi: { method: "DELETE", path: "/account/webhooks/{id}", tags: ["webhooks"], summary: "Delete an endpoint and its delivery log" },
  })
  .input(deleteWebhookInput)
  .output(deleteWebhookResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteWebhook(ctx.scoped, input.id);
    return { success: true as const };
  });
