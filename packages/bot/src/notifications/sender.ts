// Sends one message to one person for a tenant: through the tenant's own bot while it works, else
// through the platform bot. What Telegram answers decides what happens next:
// - 401 from the tenant's bot: its token was revoked. The bot is switched off, its owner told
//   (disableBrokenTenantBot), and the platform bot carries this and later messages.
// - 400 or 403 from the tenant's bot: this person never started it (chat not found) or blocked it;
//   the platform bot may still reach them.
// - 403 from the last bot tried: blocked. User.telegramUnreachable is set and nothing more is sent
//   until they write to a bot again (no retrying forever).
// - 400 from the platform bot: the message can never go; logged and dropped.
// - anything else (network, 5xx, a 429 that outlasted auto-retry, the platform token refused):
//   thrown, so the job is retried later by the queue.
import { GrammyError, type Api } from "grammy";
import {
  disableBrokenTenantBot,
  markTelegramUnreachable,
  sendingTenantBot,
  type AppConfig,
  type Databases,
  type Logger,
  type TelegramRecipient,
} from "@booking/core";
import type { TelegramBots } from "../registry.ts";
import type { OutgoingMessage } from "./messages.ts";

export interface SenderDeps {
  dbs: Databases;
  config: AppConfig;
  bots: TelegramBots;
  log: Logger;
}

export type DeliveryResult = "sent" | "unreachable" | "dropped" | "no-bot";

type Attempt = { messageId: number } | "unauthorized" | "forbidden" | "bad-request";

/** Told which message went and through which bot (botConfigId null: the platform bot). */
export type OnSent = (sent: { messageId: number; botConfigId: string | null }) => Promise<void>;

async function attempt(api: Api, recipient: TelegramRecipient, message: OutgoingMessage): Promise<Attempt> {
  try {
    const sent = await api.sendMessage(recipient.chatId, message.text, {
      ...(message.keyboard ? { reply_markup: message.keyboard } : {}),
      link_preview_options: { is_disabled: true },
    });
    return { messageId: sent.message_id };
  } catch (error) {
    if (error instanceof GrammyError) {
      if (error.error_code === 401) return "unauthorized";
      if (error.error_code === 403) return "forbidden";
      if (error.error_code === 400) return "bad-request";
    }
    throw error;
  }
}

/** `tenantId` null: the platform bot only (e.g. telling an owner that their own bot is broken). */
export async function deliver(
  deps: SenderDeps,
  tenantId: string | null,
  recipient: TelegramRecipient,
  message: OutgoingMessage,
  now: Date,
  onSent?: OnSent,
): Promise<DeliveryResult> {
  if (recipient.unreachable) return "unreachable";
  const own = tenantId ? await sendingTenantBot(deps.dbs, deps, tenantId, now) : null;
  let refused = false;
  if (own) {
    const outcome = await attempt(deps.bots.tenantBot(own).api, recipient, message);
    if (typeof outcome === "object") {
      await onSent?.({ messageId: outcome.messageId, botConfigId: own.configId });
      return "sent";
    }
    if (outcome === "unauthorized" && (await disableBrokenTenantBot(deps.dbs, own, now))) {
      deps.log.warn({ tenantId, botConfigId: own.configId }, "tenant bot token refused: switched off, owner told");
    }
    refused = outcome === "forbidden";
  }
  const platform = deps.bots.platform;
  if (!platform) {
    if (refused) await markTelegramUnreachable(deps.dbs.platform, recipient.userId);
    return refused ? "unreachable" : "no-bot";
  }
  const outcome = await attempt(platform.api, recipient, message);
  if (typeof outcome === "object") {
    await onSent?.({ messageId: outcome.messageId, botConfigId: null });
    return "sent";
  }
  if (outcome === "forbidden") {
    await markTelegramUnreachable(deps.dbs.platform, recipient.userId);
    return "unreachable";
  }
  if (outcome === "bad-request") {
    deps.log.warn({ tenantId, userId: recipient.userId }, "telegram refused the message (400): dropped");
    return "dropped";
  }
  throw new Error("The platform bot's token was refused by Telegram (401)");
}
