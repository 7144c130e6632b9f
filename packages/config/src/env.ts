// The platform's configuration, validated once at start by every process (the API and `npm run bot`
// read the same variables; README lists them).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";
import type { AppConfig, MailSettings, PaymentsSettings } from "@booking/core";
import { RECEIPT_PAYMENT_MODES, RECEIPT_TAX_SYSTEMS, RECEIPT_VATS } from "@booking/contracts";
import { acceptsCurrency, providerConfigSchemas, type PaymentProvider, type ReceiptSettings } from "@booking/payments";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Issue 28.3: DATABASE_URL through PgBouncer in transaction pooling (no named prepared statements
  // there); LISTEN/NOTIFY and the migrations' session advisory lock then use DATABASE_DIRECT_URL.
  DATABASE_POOLER: z.enum(["none", "transaction"]).default("none"),
  DATABASE_DIRECT_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default(".data"),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, "APP_SECRET must be at least 16 characters").optional()),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_USERNAME: optionalString,
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Telegram takes 1-256 of A-Z, a-z, 0-9, "_" and "-"; at least 16 here, as it alone guards the webhook.
  TELEGRAM_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, "TELEGRAM_WEBHOOK_SECRET must be 16-256 of A-Z, a-z, 0-9, _ and -")
      .optional(),
  ),
  TELEGRAM_POLLING: z.enum(["0", "1", "true", "false"]).optional(),
  TELEGRAM_INIT_DATA_MAX_AGE: z.coerce.number().int().min(0).default(86_400),
  DEMO_ADMIN_PASSWORD: z.string().min(6).default("demo-admin-123"),
  SEED_DEMO: z.enum(["0", "1", "true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  // Booking attempts per caller and minute; unset: the procedure's own cap (20), 0: no cap (benchmarks).
  BOOKING_ATTEMPTS_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).optional()),
  // Requests per API key and minute (issue 16.3), shared through Redis when REDIS_URL is set.
  // Outgoing webhooks to http:// and private/loopback addresses: tests and local development only.
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(["0", "1", "true", "false"]).default("0"),
  // One outgoing webhook delivery's whole exchange (connect, headers, body), and one tenant's share of the delivery worker.
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  WEBHOOK_TENANT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  CLIENT_DIST_DIR: optionalString,
  TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  // Subscriptions are paid to the platform through its own provider account (README: Payments).
  PLATFORM_PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["YOOKASSA", "TBANK", "SBP"]).optional()),
  PLATFORM_YOOKASSA_SHOP_ID: optionalString,
  PLATFORM_YOOKASSA_SECRET_KEY: optionalString,
  PLATFORM_TBANK_TERMINAL_KEY: optionalString,
  PLATFORM_TBANK_PASSWORD: optionalString,
  PLATFORM_SBP_VIA: z.preprocess(emptyAsUndefined, z.enum(["YOOKASSA", "TBANK"]).optional()),
  PLATFORM_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "PLATFORM_CURRENCY must be an ISO 4217 code")
    .default("USD"),
  PLATFORM_PRICE_RATE: z.coerce.number().positive().max(1_000_000).default(1),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(10_000),
  // 54-FZ receipts with subscription payments (issue 30): the platform's tax system and VAT rate, set together.
  PLATFORM_RECEIPT_TAX_SYSTEM: z.preprocess(emptyAsUndefined, z.enum(RECEIPT_TAX_SYSTEMS).optional()),
  PLATFORM_RECEIPT_VAT: z.preprocess(emptyAsUndefined, z.enum(RECEIPT_VATS).optional()),
  PLATFORM_RECEIPT_PAYMENT_MODE: z.enum(RECEIPT_PAYMENT_MODES).default("FULL_PAYMENT"),
  // Outgoing email: nodemailer's SMTP URL (smtp://user:pass@host:587, smtps://... for implicit TLS).
  // Unset: every message goes to the log and to DATA_DIR/mail as an .eml file (development).
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  // Start once with 1 on a restored copy that is to become the live instance (README: Backup and restore).
  ADOPT_DATABASE: z.enum(["0", "1", "true", "false"]).default("0"),
  // Longest a SIGTERM shutdown may take (draining HTTP, finishing jobs) before the process exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  // Bearer token of GET /metrics (Prometheus); unset, the endpoint does not exist.
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  YOOKASSA_API_URL: z.url().default("https://api.yookassa.ru/v3"),
  TBANK_API_URL: z.url().default("https://securepay.tinkoff.ru/v2"),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * PostgreSQL itself, not a pooler: the connection that LISTENs for queued jobs and the migrations'
   * session advisory lock (a transaction pooler hands a session to another client between
   * transactions). DATABASE_DIRECT_URL, else `databaseUrl`.
   */
  databaseDirectUrl?: string;
  /** "transaction": `databaseUrl` is a transaction-pooling PgBouncer, so statements run unnamed. */
  databasePooler: "none" | "transaction";
  dataDir: string;
  demoAdminPassword: string;
  seedDemo: boolean;
  logLevel: Env["LOG_LEVEL"];
  bodyLimitBytes: number;
  /** Overrides the booking attempts per caller and minute (0: no cap); unset, the procedure's cap. */
  bookingAttemptsPerMinute?: number;
  /** Requests per API key and minute (Redis-shared when `redisUrl` is set). */
  apiKeyRequestsPerMinute: number;
  clientDistDir: string;
  trustProxy: boolean;
  /** Secret Telegram sends on the platform bot's webhook; unset, the platform bot long-polls (development only). */
  telegramWebhookSecret?: string;
  /** Whether this process long-polls the platform bot (development, no webhook secret, TELEGRAM_POLLING not 0). */
  telegramPolling: boolean;
  /** Outgoing email (SMTP, or the outbox folder when SMTP_URL is unset). */
  mail: MailSettings;
  /** Bearer token of GET /metrics; unset, the endpoint answers 404. */
  metricsToken?: string;
  /** Longest a shutdown may take before the process exits with work unfinished. */
  shutdownTimeoutMs: number;
  /** Make this database's instance this one (a restored copy that is to run its jobs here). */
  adoptDatabase: boolean;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Embedded mode keeps a generated APP_SECRET in the data folder, so restarts can read old secrets. */
function appSecretFor(env: Env, dataDir: string): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (env.DATABASE_URL) throw new Error("APP_SECRET is required when DATABASE_URL is set (it encrypts secrets at rest)");
  const file = path.join(dataDir, "app-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Which variable holds each credential field of the platform's accounts. */
const ACCOUNT_VARIABLES = {
  YOOKASSA: { shopId: "PLATFORM_YOOKASSA_SHOP_ID", secretKey: "PLATFORM_YOOKASSA_SECRET_KEY" },
  TBANK: { terminalKey: "PLATFORM_TBANK_TERMINAL_KEY", password: "PLATFORM_TBANK_PASSWORD" },
} as const satisfies Record<"YOOKASSA" | "TBANK", Record<string, keyof Env>>;

/** One platform account from its variables: none set is "no account"; anything else must be complete and well-formed. */
function platformAccount(provider: keyof typeof ACCOUNT_VARIABLES, env: Env, problems: string[]): Record<string, string> | undefined {
  const variables: Record<string, keyof Env> = ACCOUNT_VARIABLES[provider];
  const entries = Object.entries(variables).map(([field, name]) => [field, env[name] as string | undefined] as const);
  const given = entries.filter(([, value]) => value !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < entries.length) {
    problems.push(`${Object.values(variables).join(" and ")} must be set together`);
    return undefined;
  }
  const account = Object.fromEntries(entries) as Record<string, string>;
  const parsed = providerConfigSchemas[provider].safeParse(account);
  if (parsed.success) return account;
  // The schemas' own wording names the field, never its value.
  for (const issue of parsed.error.issues) problems.push(`${variables[String(issue.path[0])]}: ${issue.message}`);
  return undefined;
}

/**
 * The platform's provider credentials from the environment, checked with the same schemas as a
 * tenant's: a half-set pair, a malformed key, an SBP route without its account or a default
 * provider that cannot take PLATFORM_CURRENCY stop the process at start, not at the first checkout.
 */
function platformPayments(env: Env): PaymentsSettings {
  const problems: string[] = [];
  const yookassa = platformAccount("YOOKASSA", env, problems);
  const tbank = platformAccount("TBANK", env, problems);
  const sbpVia = env.PLATFORM_SBP_VIA === "TBANK" ? tbank : env.PLATFORM_SBP_VIA === "YOOKASSA" ? yookassa : undefined;
  if (env.PLATFORM_SBP_VIA && !sbpVia)
    problems.push(`PLATFORM_SBP_VIA=${env.PLATFORM_SBP_VIA} needs the platform's ${env.PLATFORM_SBP_VIA} credentials`);
  const platformCredentials: Partial<Record<PaymentProvider, unknown>> = {
    ...(yookassa && { YOOKASSA: yookassa }),
    ...(tbank && { TBANK: tbank }),
    ...(sbpVia && { SBP: { ...sbpVia, via: env.PLATFORM_SBP_VIA } }),
  };
  const provider = env.PLATFORM_PAYMENT_PROVIDER;
  if (provider && !(provider in platformCredentials))
    problems.push(`PLATFORM_PAYMENT_PROVIDER=${provider} needs its credentials (README: Payments)`);
  if (provider && !acceptsCurrency(provider, env.PLATFORM_CURRENCY)) {
    problems.push(`PLATFORM_PAYMENT_PROVIDER=${provider} takes RUB only: set PLATFORM_CURRENCY=RUB and PLATFORM_PRICE_RATE`);
  }
  const platformReceipt = platformReceiptSettings(env, problems);
  if (problems.length > 0) throw new Error(`Invalid payment configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  return {
    ...(platformReceipt && { platformReceipt }),
    platformCredentials,
    platformDefaultProvider: provider,
    platformCurrency: env.PLATFORM_CURRENCY,
    platformPriceRate: env.PLATFORM_PRICE_RATE,
    baseUrls: { YOOKASSA: env.YOOKASSA_API_URL.replace(/\/$/, ""), TBANK: env.TBANK_API_URL.replace(/\/$/, "") },
    timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
  };
}

/** The platform's receipt settings: both variables or neither, and receipts are in roubles. */
function platformReceiptSettings(env: Env, problems: string[]): ReceiptSettings | undefined {
  const { PLATFORM_RECEIPT_TAX_SYSTEM: taxSystem, PLATFORM_RECEIPT_VAT: vat } = env;
  if (!taxSystem && !vat) return undefined;
  if (!taxSystem || !vat) {
    problems.push("PLATFORM_RECEIPT_TAX_SYSTEM and PLATFORM_RECEIPT_VAT must be set together");
    return undefined;
  }
  if (env.PLATFORM_CURRENCY !== "RUB") problems.push("PLATFORM_RECEIPT_* needs PLATFORM_CURRENCY=RUB (receipts are in roubles)");
  return { taxSystem, vat, paymentMode: env.PLATFORM_RECEIPT_PAYMENT_MODE };
}

/** Production takes updates by webhook only: polling would compete between the API's instances. */
function telegramPolling(env: Env): boolean {
  if (env.TELEGRAM_WEBHOOK_SECRET || !env.TELEGRAM_BOT_TOKEN) return false;
  if (env.NODE_ENV === "production") throw new Error("TELEGRAM_WEBHOOK_SECRET is required in production when TELEGRAM_BOT_TOKEN is set");
  return env.TELEGRAM_POLLING !== "0" && env.TELEGRAM_POLLING !== "false";
}

/** From: MAIL_FROM, or no-reply at the public address's host. */
function mailSettings(env: Env, dataDir: string, publicUrl: string): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    outboxDir: path.join(dataDir, "mail"),
  };
}

/** Behind a transaction pooler the direct URL is required: LISTEN and session locks would silently break there. */
function directDatabaseUrl(env: Env): string | undefined {
  if (env.DATABASE_POOLER === "transaction" && (!env.DATABASE_URL || !env.DATABASE_DIRECT_URL)) {
    throw new Error(
      "DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (PostgreSQL itself, for LISTEN and migrations)",
    );
  }
  return env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
}

export function toServerConfig(env: Env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: directDatabaseUrl(env),
    databasePooler: env.DATABASE_POOLER,
    dataDir,
    appSecret: appSecretFor(env, dataDir),
    publicUrl,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN,
    telegramBotUsername: env.TELEGRAM_BOT_USERNAME,
    telegramApiRoot: env.TELEGRAM_API_ROOT.replace(/\/$/, ""),
    redisUrl: env.REDIS_URL,
    telegramWebhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
    telegramPolling: telegramPolling(env),
    initDataMaxAgeSeconds: env.TELEGRAM_INIT_DATA_MAX_AGE,
    isProduction: env.NODE_ENV === "production",
    demoAdminPassword: env.DEMO_ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === "1" || env.SEED_DEMO === "true",
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    bookingAttemptsPerMinute: env.BOOKING_ATTEMPTS_PER_MINUTE,
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
    webhooksAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS === "1" || env.WEBHOOK_ALLOW_PRIVATE_URLS === "true",
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    webhookTenantConcurrency: env.WEBHOOK_TENANT_CONCURRENCY,
    payments: platformPayments(env),
    mail: mailSettings(env, dataDir, publicUrl),
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    adoptDatabase: env.ADOPT_DATABASE === "1" || env.ADOPT_DATABASE === "true",
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR ?? new URL("../../../apps/miniapp/dist", import.meta.url).pathname),
  };
}

/** The validated configuration of this process; throws one message listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  return toServerConfig(loadEnv(source));
}
