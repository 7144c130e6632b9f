// A tenant's own Telegram bot (PROFESSIONAL and up): the token is checked with getMe and stored
// encrypted; an active bot has a webhook with a per-bot secret, an inactive or removed one none.
// The webhook receiver (POST /api/telegram/webhook/{botConfigId}) checks that secret.
import { AppError } from "@booking/contracts";
import type { BotConfig, Tenant } from "@booking/db";
import type { Deps, Logger } from "../deps.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { createBotApi } from "@booking/telegram";
import { effectivePlan } from "../billing/subscription-state.ts";
import { assertAllowsCustomBot } from "../booking/plan-limits.ts";
import type { AppConfig } from "../config.ts";
import { decryptSecret, encryptSecret, randomToken } from "../crypto/secret-box.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";

type BotApi = ReturnType<typeof createBotApi>;

/** Telegram answered (grammY's GrammyError); matched by shape, grammY is @booking/telegram's dependency. */
function telegramRefusal(error: unknown): { errorCode: number; description: string } | null {
  if (!(error instanceof Error) || error.name !== "GrammyError") return null;
  const { error_code: errorCode, description } = error as Error & { error_code: number; description: string };
  return { errorCode, description };
}

/** "<bot id>:<secret>". Checked before use: the token becomes part of the Bot API URL path. */
const BOT_TOKEN_PATTERN = /^\d{1,20}:[A-Za-z0-9_-]{1,200}$/;

export interface BotConfigUpdate {
  /** A new token; null removes the stored one; undefined or "" keeps it. */
  botToken?: string | null;
  isActive: boolean;
}

export interface BotConfigView {
  isActive: boolean;
  botUsername: string | null;
  hasToken: boolean;
}

export function toBotConfigView(bot: BotConfig | null): BotConfigView {
  return { isActive: bot?.isActive ?? false, botUsername: bot?.botUsername ?? null, hasToken: Boolean(bot?.tokenEncrypted) };
}

export function tenantBotWebhookUrl(publicUrl: string, botConfigId: string): string {
  return `${publicUrl}/api/telegram/webhook/${botConfigId}`;
}

async function checkToken(config: AppConfig, token: string): Promise<{ id: number; username: string }> {
  if (!BOT_TOKEN_PATTERN.test(token)) throw new AppError("BOT_TOKEN_INVALID");
  try {
    const me = await createBotApi(token, { apiRoot: config.telegramApiRoot }).getMe();
    return { id: me.id, username: me.username };
  } catch (error) {
    if (telegramRefusal(error)) throw new AppError("BOT_TOKEN_INVALID");
    throw new AppError("BOT_TOKEN_INVALID", "Telegram could not be reached to check the token, please try again");
  }
}

/** Best effort: a revoked token cannot remove its webhook, and that must not block the change. */
async function removeWebhook(log: Logger, api: BotApi, tenantId: string): Promise<void> {
  try {
    await api.deleteWebhook();
  } catch (error) {
    // Only the code and Telegram's text: grammY errors carry the call's parameters.
    log.warn({ tenantId, ...telegramRefusal(error) }, "could not delete the tenant bot's webhook");
  }
}

/** `db` is the scope of `tenant`. */
export async function updateBotConfig(
  db: ScopedDb,
  { config, log }: Deps,
  tenant: Tenant,
  update: BotConfigUpdate,
  now: Date,
): Promise<BotConfigView> {
  const newToken = update.botToken ? update.botToken : undefined;
  if (newToken !== undefined || update.isActive) assertAllowsCustomBot(effectivePlan(tenant, now));
  const existing = await db.botConfig.findFirst();
  const oldToken = existing?.tokenEncrypted ? decryptSecret(existing.tokenEncrypted, config.appSecret) : null;
  const token = newToken ?? (update.botToken === null ? null : oldToken);
  if (update.isActive && !token) throw new AppError("VALIDATION_ERROR", "A bot token is required to activate the bot");
  const me = newToken ? await checkToken(config, newToken) : null;

  if (existing?.isActive && oldToken && (!update.isActive || token !== oldToken)) {
    await removeWebhook(log, createBotApi(oldToken, { apiRoot: config.telegramApiRoot }), tenant.id);
  }
  const identity =
    token === null
      ? { tokenEncrypted: null, botUsername: null, botTelegramId: null }
      : me
        ? { tokenEncrypted: encryptSecret(newToken!, config.appSecret), botUsername: me.username, botTelegramId: BigInt(me.id) }
        : {};
  // The secret is stored before Telegram knows the URL, so the first update already verifies.
  const webhookSecret = update.isActive ? randomToken(32) : null;
  let bot: BotConfig;
  try {
    bot = await db.botConfig.upsert({
      where: { tenantId: tenant.id },
      create: { tenantId: tenant.id, ...identity, isActive: update.isActive, webhookSecret },
      update: { ...identity, isActive: update.isActive, webhookSecret },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("BOT_TOKEN_INVALID", "This bot is already connected to another booking page");
    throw error;
  }
  if (update.isActive && token && webhookSecret) {
    try {
      await createBotApi(token, { apiRoot: config.telegramApiRoot }).setWebhook(tenantBotWebhookUrl(config.publicUrl, bot.id), {
        secret_token: webhookSecret,
      });
    } catch (error) {
      bot = await db.botConfig.update({ where: { id: bot.id }, data: { isActive: false, webhookSecret: null } });
      const reason = telegramRefusal(error)?.description ?? "Telegram could not be reached";
      throw new AppError("VALIDATION_ERROR", `Telegram refused the webhook: ${reason}`);
    }
  }
  return toBotConfigView(bot);
}
