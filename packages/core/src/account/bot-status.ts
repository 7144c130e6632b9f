// The own bot's live state for the bot page (issue 26.5): what Telegram says now, not only what is
// stored. getMe proves the token still works (a token revoked in BotFather answers 401) and gives
// the name customers see; getWebhookInfo says whether Telegram delivers to this page's address and
// the last delivery error it met. Only facts for the owner: never the token or the webhook secret.
import type { BotConfig } from "@booking/db";
import { createBotApi } from "@booking/telegram";
import type { AppConfig } from "../config.ts";
import { decryptSecret } from "../crypto/secret-box.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { tenantBotWebhookUrl } from "./bot-config.ts";

/**
 * - notConnected: no token saved yet;
 * - tokenRejected: Telegram refuses the token (revoked or replaced in BotFather);
 * - unreachable: Telegram did not answer, the state is unknown;
 * - off: the token works, the bot is switched off here (no webhook);
 * - webhookMissing: switched on here, but Telegram delivers elsewhere or nowhere;
 * - live: switched on and Telegram delivers its updates here.
 */
export type BotLiveState = "notConnected" | "tokenRejected" | "unreachable" | "off" | "webhookMissing" | "live";

export interface BotStatusView {
  state: BotLiveState;
  /** @username, from Telegram when it answered, else as stored. */
  username: string | null;
  /** The bot's name as customers see it in Telegram; null when Telegram did not say. */
  name: string | null;
  /** Updates Telegram holds for the bot, not delivered yet. */
  pendingUpdates: number | null;
  /** Telegram's last delivery error, when it met one in the last day. */
  lastError: string | null;
  lastErrorAt: string | null;
  checkedAt: string;
}

/** Telegram's last error is worth showing while recent; an old one was fixed or no longer matters. */
const ERROR_SHOWN_FOR_MS = 24 * 60 * 60 * 1000;

function refusalCode(error: unknown): number | null {
  if (!(error instanceof Error) || error.name !== "GrammyError") return null;
  return (error as Error & { error_code: number }).error_code;
}

function view(bot: BotConfig | null, now: Date, state: BotLiveState, extra: Partial<BotStatusView> = {}): BotStatusView {
  return {
    state,
    username: bot?.botUsername ?? null,
    name: null,
    pendingUpdates: null,
    lastError: null,
    lastErrorAt: null,
    checkedAt: now.toISOString(),
    ...extra,
  };
}

/** `db` is the scope of the tenant whose bot is checked. */
export async function botStatus(db: ScopedDb, config: AppConfig, now: Date): Promise<BotStatusView> {
  const bot = await db.botConfig.findFirst();
  if (!bot?.tokenEncrypted) return view(bot, now, "notConnected");
  const api = createBotApi(decryptSecret(bot.tokenEncrypted, config.appSecret), { apiRoot: config.telegramApiRoot });
  let me: { username: string; first_name: string };
  try {
    me = await api.getMe();
  } catch (error) {
    const code = refusalCode(error);
    return view(bot, now, code === 401 || code === 404 ? "tokenRejected" : "unreachable");
  }
  const known = { username: me.username, name: me.first_name };
  if (!bot.isActive) return view(bot, now, "off", known);
  try {
    const info = await api.getWebhookInfo();
    const errorAt = info.last_error_date ? new Date(info.last_error_date * 1000) : null;
    const recent = errorAt !== null && now.getTime() - errorAt.getTime() < ERROR_SHOWN_FOR_MS;
    const delivered = info.url === tenantBotWebhookUrl(config.publicUrl, bot.id);
    return view(bot, now, delivered ? "live" : "webhookMissing", {
      ...known,
      pendingUpdates: info.pending_update_count,
      lastError: recent ? (info.last_error_message ?? null) : null,
      lastErrorAt: recent ? errorAt.toISOString() : null,
    });
  } catch {
    return view(bot, now, "unreachable", known);
  }
}
