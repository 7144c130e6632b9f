import { listWebhookDeliveries } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { listDeliveriesResponse } from "./webhook.types.ts";

export const listDeliveriesRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/webhooks/deliveries",
      tags: ["webhooks"],
      summary: "The delivery log: the newest 50 deliveries with status, attempts and the last answer",
    },
  })
  .output(listDeliveriesResponse)
  .query(({ ctx }) => listWebhookDeliveries(ctx.scoped));
