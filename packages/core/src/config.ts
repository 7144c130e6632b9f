import type { PaymentsSettings } from "./billing/payments-settings.ts";

/** Settings the domain needs; each app validates its own environment into this (see its env.ts). */
export interface AppConfig {
  /** Key for secrets at rest (bot tokens, payment credentials). */
  appSecret: string;
  publicUrl: string;
  telegramBotToken?: string;
  telegramBotUsername?: string;
  /** Bot API base URL (local stand-ins in tests). */
  telegramApiRoot: string;
  /** Redis shared by the processes: Telegram's flood limits hold across them. Unset: per process. */
  redisUrl?: string;
  /** Freshness window of Telegram init data; 0 disables the check. */
  initDataMaxAgeSeconds: number;
  isProduction: boolean;
  /** Outgoing webhooks may use http:// and private or loopback addresses (tests, local development only). */
  webhooksAllowPrivate?: boolean;
  /** One webhook delivery's whole exchange (connect, headers, body) must fit in this (default 10 s). */
  webhookTimeoutMs?: number;
  /** Deliveries of one tenant a process runs at once (default 2): a slow receiver cannot take every slot. */
  webhookTenantConcurrency?: number;
  /** Platform payment provider (subscriptions), provider API roots; absent = no platform provider. */
  payments?: PaymentsSettings;
}
