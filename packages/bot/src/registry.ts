// One process's Telegram bots: the platform bot and tenants' own bots, created on first use and
// kept, so every update and every notification of one token goes through one Bot, one Api and
// therefore one rate limiter. Also answers which bot a webhook request is for, and with which
// secret it must come (X-Telegram-Bot-Api-Secret-Token).
import { timingSafeEqual } from "node:crypto";
import { type Api, type Bot, type Transformer, webhookCallback } from "grammy";
import { AppError, DEFAULT_TENANT_SLUG } from "@booking/contracts";
import { tenantBotByConfigId, type AppConfig, type Databases, type Logger, type TenantBot } from "@booking/core";
import {
  createBotApi,
  createRateLimiter,
  createSharedRateLimiter,
  miniAppUrl,
  RedisLink,
  telegramCallMetrics,
  type TelegramRateLimits,
} from "@booking/telegram";
import { botInfoFor, createBot } from "./bot.ts";
import type { BotContext, BotScope, BotServices } from "./context.ts";
import { configureBotChat } from "./menu.ts";
import { createBotServices } from "./services.ts";

/** The webhook path segment of the platform bot; tenant bots use their BotConfig id. */
export const PLATFORM_BOT_ID = "platform";

export interface TelegramBotsOptions {
  dbs: Databases;
  config: AppConfig;
  log: Logger;
  /** Secret of the platform bot's webhook; without it the platform webhook answers 401. */
  platformWebhookSecret?: string;
  services?: BotServices;
  limits?: TelegramRateLimits;
  /** The process's Redis link (the API shares its own); without it one is made from REDIS_URL on first use. */
  redis?: RedisLink;
}

/** Telegram waits for our answer; past this, the update is answered 200 and finishes in the background. */
const WEBHOOK_TIMEOUT_MS = 9_000;
/** Tenant bots kept per process; the least recently used goes first (it is recreated on demand). */
const MAX_TENANT_BOTS = 1000;

type WebhookHandler = ReturnType<typeof webhookCallback<BotContext, "fastify">>;

export interface WebhookTarget {
  /** Constant-time check of the X-Telegram-Bot-Api-Secret-Token header. */
  accepts(secretHeader: string | undefined): boolean;
  handle: WebhookHandler;
}

export class TelegramBots {
  private readonly services: BotServices;
  private readonly limiters = new Map<string, Transformer>();
  /** A link this instance made itself (no `options.redis`), closed with it. */
  private ownRedis: RedisLink | undefined;
  private platformBot: Bot<BotContext> | null | undefined;
  private platformCodesApi: Api | undefined;
  private readonly tenantBots = new Map<string, { version: string; bot: Bot<BotContext> }>();
  private readonly handlers = new WeakMap<Bot<BotContext>, { secret: string; handle: WebhookHandler }>();

  constructor(private readonly options: TelegramBotsOptions) {
    this.services = options.services ?? createBotServices(options.dbs);
  }

  /** The platform bot, or null when TELEGRAM_BOT_TOKEN is not configured. */
  get platform(): Bot<BotContext> | null {
    if (this.platformBot === undefined) {
      const { telegramBotToken: token, telegramBotUsername: username } = this.options.config;
      this.platformBot = token ? this.create(token, username, { kind: "platform" }) : null;
    }
    return this.platformBot;
  }

  /**
   * Sends a text through the platform bot's rate limiter but without auto-retry: for login codes,
   * whose HTTP request waits for the answer, so a 429 must fail at once (the user asks again).
   */
  async sendPlatformMessage(chatId: number, text: string): Promise<void> {
    const token = this.options.config.telegramBotToken;
    if (!token) throw new AppError("TELEGRAM_BOT_NOT_CONFIGURED");
    if (!this.platformCodesApi) {
      this.platformCodesApi = createBotApi(token, { apiRoot: this.options.config.telegramApiRoot });
      this.platformCodesApi.config.use(telegramCallMetrics, this.limiterFor(token));
    }
    await this.platformCodesApi.sendMessage(chatId, text);
  }

  /** The tenant's own bot; a changed token (or slug) makes a new one. */
  tenantBot(tenantBot: TenantBot): Bot<BotContext> {
    const version = `${tenantBot.tokenEncrypted} ${tenantBot.tenantSlug}`;
    const cached = this.tenantBots.get(tenantBot.configId);
    this.tenantBots.delete(tenantBot.configId);
    if (cached?.version === version) {
      this.tenantBots.set(tenantBot.configId, cached);
      return cached.bot;
    }
    const scope: BotScope = { kind: "tenant", tenantId: tenantBot.tenantId, tenantSlug: tenantBot.tenantSlug };
    const bot = this.create(tenantBot.token, tenantBot.username, scope);
    this.tenantBots.set(tenantBot.configId, { version, bot });
    if (this.tenantBots.size > MAX_TENANT_BOTS) this.tenantBots.delete(this.tenantBots.keys().next().value!);
    // Once per process and bot: its menu button opens its tenant's app (best effort, as at start).
    void configureBotChat(bot.api, miniAppUrl(this.options.config.publicUrl, tenantBot.tenantSlug)).catch((error: unknown) =>
      this.options.log.warn({ botConfigId: tenantBot.configId, err: errorSummary(error) }, "tenant bot menu not set"),
    );
    return bot;
  }

  /** The bot POST /api/telegram/webhook/{botId} is for, or null when there is none to accept it. */
  async webhookTarget(botId: string): Promise<WebhookTarget | null> {
    if (botId === PLATFORM_BOT_ID) {
      const secret = this.options.platformWebhookSecret;
      return this.platform && secret ? this.target(this.platform, secret) : null;
    }
    const tenantBot = await tenantBotByConfigId(this.options.dbs, this.options, botId);
    return tenantBot?.webhookSecret ? this.target(this.tenantBot(tenantBot), tenantBot.webhookSecret) : null;
  }

  /** Where the platform bot's menu and default /start lead. */
  get platformAppUrl(): string {
    return miniAppUrl(this.options.config.publicUrl, DEFAULT_TENANT_SLUG);
  }

  /** Closes the connection the shared limiters use (REDIS_URL). */
  async close(): Promise<void> {
    const redis = this.ownRedis;
    this.ownRedis = undefined;
    await redis?.close();
  }

  private redisLink(): RedisLink | undefined {
    if (this.options.redis) return this.options.redis;
    const { redisUrl } = this.options.config;
    if (redisUrl) this.ownRedis ??= new RedisLink(redisUrl, { log: this.options.log });
    return this.ownRedis;
  }

  /**
   * One limiter per token in this process: the limits are Telegram's per bot. With REDIS_URL it
   * keeps them with every other process sending through the bot (the API's and `npm run bot`).
   */
  private limiterFor(token: string): Transformer {
    let limiter = this.limiters.get(token);
    if (!limiter) {
      const redis = this.redisLink();
      limiter = redis
        ? createSharedRateLimiter({ redis, botId: token.split(":")[0]!, limits: this.options.limits })
        : createRateLimiter(this.options.limits);
      this.limiters.set(token, limiter);
    }
    return limiter;
  }

  private create(token: string, username: string | null | undefined, scope: BotScope): Bot<BotContext> {
    const { config, log } = this.options;
    return createBot({
      token,
      apiRoot: config.telegramApiRoot,
      botInfo: botInfoFor(token, username),
      limiter: this.limiterFor(token),
      scope,
      publicUrl: config.publicUrl,
      services: this.services,
      onError: (error) => log.error({ bot: scope.kind, err: errorSummary(error) }, "telegram update failed"),
    });
  }

  private target(bot: Bot<BotContext>, secret: string): WebhookTarget {
    let entry = this.handlers.get(bot);
    if (entry?.secret !== secret) {
      entry = {
        secret,
        handle: webhookCallback(bot, "fastify", { secretToken: secret, onTimeout: "return", timeoutMilliseconds: WEBHOOK_TIMEOUT_MS }),
      };
      this.handlers.set(bot, entry);
    }
    return { accepts: (header) => sameSecret(header, secret), handle: entry.handle };
  }
}

function sameSecret(header: string | undefined, secret: string): boolean {
  if (header === undefined) return false;
  const received = Buffer.from(header);
  const expected = Buffer.from(secret);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** A log-safe description: grammY errors carry the call's payload, which may hold personal data. */
export function errorSummary(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
