import { router } from "../../init.ts";
import { createWebhookRoute } from "./create-webhook.ts";
import { deleteWebhookRoute } from "./delete-webhook.ts";
import { listDeliveriesRoute } from "./list-deliveries.ts";
import { listWebhooksRoute } from "./list-webhooks.ts";

/** /api/account/webhooks (owner): issue 16.3. */
export const webhooksRouter = router({
  list: listWebhooksRoute,
  create: createWebhookRoute,
  delete: deleteWebhookRoute,
  deliveries: listDeliveriesRoute,
});
