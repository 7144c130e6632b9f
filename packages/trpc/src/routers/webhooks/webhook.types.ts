import { z } from "zod";
import { id, WEBHOOK_EVENTS } from "@booking/contracts";

export const webhookView = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export const listWebhooksResponse = z.array(webhookView);

export const createWebhookInput = z.object({
  url: z.string().trim().min(1).max(2000).meta({ description: "https:// address that receives the events" }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length).optional().meta({ description: "Events to send (default: all)" }),
});
export const createWebhookResponse = webhookView.extend({
  secret: z.string().nullable().meta({
    description:
      "Signing secret (whsec_...): in the first answer only. Verify X-Booking-Signature with it (README). A repeat of the request (same Idempotency-Key) answers null: delete the endpoint and register it again if it was lost",
  }),
});

export const deleteWebhookInput = z.object({ id });
export const deleteWebhookResponse = z.object({ success: z.literal(true) });

export const webhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  eventId: z.string().meta({ description: "The event's id (the same on every retry): de-duplicate on it" }),
  eventType: z.string(),
  status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export const listDeliveriesResponse = z.array(webhookDeliveryView);
