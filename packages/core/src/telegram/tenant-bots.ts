// A tenant's own bot (BotConfig, set up in the account screen) as the bots process uses it: to
// route its webhook, and to send the tenant's notifications while its token works.
import type { BotConfig } from "@booking/db";
import type { Databases, PlatformDb } from "../tenancy/databases.ts";
import { botConfigTenant } from "./telegram-sql.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { allowsCustomBot } from "../booking/plan-limits.ts";
import type { AppConfig } from "../config.ts";
import type { Deps } from "../deps.ts";
import { decryptSecret } from "../crypto/secret-box.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { TELEGRAM_NOTIFY_QUEUE, type TenantBotBrokenJob } from "../notifications/telegram-jobs.ts";

export interface TenantBot {
  configId: string;
  tenantId: string;
  tenantSlug: string;
  token: string;
  /** As stored: a token changed meanwhile is a different bot to `disableBrokenTenantBot`. */
  tokenEncrypted: string;
  username: string | null;
  telegramId: bigint | null;
  webhookSecret: string | null;
}

// Webhook paths carry the id; anything but a UUID cannot be one, and must not reach the query.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toTenantBot(config: AppConfig, bot: BotConfig & { tenant: { slug: string } }): TenantBot | null {
  if (!bot.isActive || !bot.tokenEncrypted) return null;
  return {
    configId: bot.id,
    tenantId: bot.tenantId,
    tenantSlug: bot.tenant.slug,
    token: decryptSecret(bot.tokenEncrypted, config.appSecret),
    tokenEncrypted: bot.tokenEncrypted,
    username: bot.botUsername,
    telegramId: bot.botTelegramId,
    webhookSecret: bot.webhookSecret,
  };
}

/** The active bot whose webhook is /api/telegram/webhook/{botConfigId}, or null. */
export async function tenantBotByConfigId(
  dbs: Databases,
  { config }: Pick<Deps, "config">,
  botConfigId: string,
): Promise<TenantBot | null> {
  if (!UUID_PATTERN.test(botConfigId)) return null;
  const [owner] = await dbs.sql.rows(botConfigTenant, [botConfigId]);
  if (!owner) return null;
  const bot = await dbs
    .tenant(owner.tenantId)
    .botConfig.findUnique({ where: { id: botConfigId }, include: { tenant: { select: { slug: true } } } });
  return bot ? toTenantBot(config, bot) : null;
}

/** The bot the tenant's notifications go out through: its own while active and its plan allows one (PROFESSIONAL and up). */
export async function sendingTenantBot(
  dbs: Databases,
  { config }: Pick<Deps, "config">,
  tenantId: string,
  now: Date,
): Promise<TenantBot | null> {
  const bot = await dbs
    .tenant(tenantId)
    .botConfig.findFirst({ include: { tenant: { select: { slug: true, plan: true, planExpiresAt: true } } } });
  if (!bot || !allowsCustomBot(effectivePlan(bot.tenant, now))) return null;
  return toTenantBot(config, bot);
}

/**
 * Telegram refused the bot's token (401: revoked in BotFather). The bot is switched off, as the
 * owner would in the account screen, and the owner is told through the platform bot. Conditional
 * on the token that failed and on the bot still being on, so concurrent senders tell the owner
 * once and a token the owner has just replaced is left alone. Returns whether this call did it.
 */
export async function disableBrokenTenantBot(
  dbs: Databases,
  bot: Pick<TenantBot, "configId" | "tenantId" | "tokenEncrypted" | "username">,
  now: Date,
): Promise<boolean> {
  return dbs.tenant(bot.tenantId).$transaction(async (tx) => {
    const { count } = await tx.botConfig.updateMany({
      where: { id: bot.configId, tokenEncrypted: bot.tokenEncrypted, isActive: true },
      data: { isActive: false, webhookSecret: null },
    });
    if (count === 0) return false;
    const payload: TenantBotBrokenJob = { type: "tenant-bot-broken", tenantId: bot.tenantId, botUsername: bot.username };
    await enqueueJob(tx as unknown as PlatformDb, { queue: TELEGRAM_NOTIFY_QUEUE, payload, runAt: now });
    return true;
  });
}
