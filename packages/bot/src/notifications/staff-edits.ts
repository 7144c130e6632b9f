// Editing a staff member's earlier new-booking message (issue 15.9) through the bot that sent it,
// whose Api carries the delivery layer (rate limiter and auto-retry, delivery.ts). A message that
// is gone, unchanged or in a chat that blocked the bot cannot be edited: that is skipped, not
// retried. Anything else (network, 5xx) is thrown, so the job retries the edit.
import { GrammyError, type Api } from "grammy";
import { sendingTenantBot, type StaffMessage } from "@booking/core";
import type { OutgoingMessage } from "./messages.ts";
import type { SenderDeps } from "./sender.ts";

async function senderApi(deps: SenderDeps, tenantId: string, stored: StaffMessage, now: Date): Promise<Api | null> {
  if (stored.botConfigId === null) return deps.bots.platform?.api ?? null;
  const own = await sendingTenantBot(deps.dbs, deps, tenantId, now);
  // The bot that sent it was replaced or switched off: no other bot can edit its message.
  return own && own.configId === stored.botConfigId ? deps.bots.tenantBot(own).api : null;
}

export async function editStaffMessage(
  deps: SenderDeps,
  tenantId: string,
  stored: StaffMessage,
  message: OutgoingMessage,
  now: Date,
): Promise<"edited" | "skipped"> {
  const api = await senderApi(deps, tenantId, stored, now);
  if (!api) return "skipped";
  try {
    await api.editMessageText(stored.chatId, stored.messageId, message.text, {
      ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
      link_preview_options: { is_disabled: true },
    });
    return "edited";
  } catch (error) {
    if (error instanceof GrammyError && [400, 401, 403].includes(error.error_code)) {
      deps.log.warn({ tenantId, userId: stored.userId, code: error.error_code }, "staff message not edited");
      return "skipped";
    }
    throw error;
  }
}
