// createServer(): the whole HTTP surface, with its dependencies injected (tests pass their own
// database and config; main.ts passes the real ones).
import Fastify, { type FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { databases, findPublicProfile, pageMeta, pageShell, type DnsResolver } from "@booking/core";
import type { Db } from "@booking/db";
import { TelegramBots } from "@booking/bot";
import type { ServerConfig } from "@booking/config";
import { clientErrorHandler, registerErrorHandling, sendFrameworkError } from "./plugins/errors.ts";
import { registerRest } from "./plugins/rest.ts";
import { connectLimiterRedis } from "@booking/telegram";
import { registerApiKeyRateLimit, registerProcedureRateLimits } from "./plugins/rate-limits.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerClient } from "./plugins/client.ts";
import { registerLaunchExpiredHeader } from "./plugins/context.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerPaymentWebhooks } from "./plugins/payment-webhooks.ts";
import { registerTelegramWebhooks } from "./plugins/telegram-webhooks.ts";
import { registerTlsAsk } from "./plugins/tls-ask.ts";
import { registerMedia } from "./plugins/media.ts";
import { registerTrpcHttp } from "./plugins/trpc-http.ts";
import { registerCalendarRoutes } from "./plugins/calendar.ts";

export interface ServerDeps {
  db: Db;
  config: ServerConfig;
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them to prove secrets never appear. */
  logStream?: { write(line: string): void };
  /** The domain tab's DNS check resolver (tests inject one; default: the system's). */
  dns?: DnsResolver;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This process's Telegram bots: the webhook route's, shared with the notification worker (one rate limiter per bot). */
    telegram: TelegramBots;
  }
}

export async function createServer({ db, config, logger = true, logStream, dns }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ["req.headers.authorization", 'req.headers["x-telegram-init-data"]'], stream: logStream }
      : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  });
  const dbs = databases(db);
  const telegram = new TelegramBots({ dbs, config, log: app.log, platformWebhookSecret: config.telegramWebhookSecret });
  app.decorate("telegram", telegram);
  const deps = { db, config, dns, log: app.log, sendPlatformMessage: telegram.sendPlatformMessage.bind(telegram) };

  // JSON only: without Fastify's default text/plain parser a text/plain body is a 415 in our
  // `{ error, message }` shape on /api and /trpc alike.
  app.removeContentTypeParser("text/plain");
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  // With REDIS_URL every request limit (per IP, per caller, per API key) is shared by the processes.
  const redis = config.redisUrl ? connectLimiterRedis(config.redisUrl) : undefined;
  if (redis)
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: "request-limit:" } : {}) });
  const limitProcedures = registerProcedureRateLimits(app, { "bookings.create": config.bookingAttemptsPerMinute });
  registerApiKeyRateLimit(app, config.apiKeyRequestsPerMinute);

  registerHealth(app, dbs.platform);
  await registerDocs(app, config.publicUrl);
  registerLaunchExpiredHeader(app);
  await registerTrpcHttp(app, deps);
  await registerRest(app, deps, limitProcedures);
  await registerPaymentWebhooks(app, { dbs, config });
  registerCalendarRoutes(app, { dbs, config });
  registerTelegramWebhooks(app, telegram);
  registerTlsAsk(app, dbs.platform);
  registerMedia(app, dbs);
  await registerClient(app, config.clientDistDir, {
    profileOf: (slug) => findPublicProfile(dbs, slug, config.telegramBotUsername),
    metaOf: pageMeta,
    shellOf: pageShell,
    publicUrl: config.publicUrl,
  });
  return app;
}
