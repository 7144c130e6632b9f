export {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  type WebhookDeliveryView,
  type WebhookView,
} from "./endpoints.ts";
export { WEBHOOK_DELIVERY_QUEUE, WEBHOOK_DISPATCH_QUEUE, WEBHOOK_MAX_ATTEMPTS, webhookJobHandlers } from "./delivery.ts";
export { signWebhookBody } from "./signature.ts";
export { isPublicAddress } from "./ssrf.ts";
