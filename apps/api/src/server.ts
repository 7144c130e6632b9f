// createServer(): the whole HTTP surface, with its dependencies injected (tests pass their own
// database and config; main.ts passes the real ones).
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { databases, findEmbedOrigins, findPublicProfile, findStorefront, pageMeta, pageShell, type DnsResolver } from "@booking/core";
import { databaseHealth, poolOf, type Db } from "@booking/db";
import { TelegramBots } from "@booking/bot";
import type { ServerConfig } from "@booking/config";
import { clientErrorHandler, registerErrorHandling, sendFrameworkError } from "./plugins/errors.ts";
import { registerRest } from "./plugins/rest.ts";
import { RedisLink } from "@booking/telegram";
import { redactingStream, redactSecrets } from "@booking/observability";
import { fallbackRateLimitStore, redisCallCounters } from "./plugins/rate-limit-store.ts";
import { registerUnavailable } from "./plugins/unavailable.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerGracefulClose } from "./plugins/graceful-close.ts";
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
import { registerEmbedLoader } from "./plugins/embed-loader.ts";

export interface ServerDeps {
  db: Db;
  config: ServerConfig;
  /** false in tests that do not want request logs. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests capture them to prove secrets never appear. */
  logStream?: { write(line: string): void };
  /** The domain tab's DNS check resolver (tests inject one; default: the system's). */
  dns?: DnsResolver;
  /** Procedure path → its request cap instead of the meta's (0: none): tests that call one route many times. */
  limitOverrides?: Record<string, number>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This process's Telegram bots: the webhook route's, shared with the notification worker (one rate limiter per bot). */
    telegram: TelegramBots;
  }
}

/** A caller's X-Request-Id is kept when it is a plain token (a proxy's or a client's), else a new UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request as a log line shows it: no headers (credentials), the URL with its secrets masked. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactSecrets(request.url), remoteAddress: request.ip };
}

export async function createServer({
  db,
  config,
  logger = true,
  logStream,
  dns,
  limitOverrides: overrides,
}: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Every line passes the redaction (URLs inside messages and stacks too), not only the request's.
          stream: redactingStream(logStream ?? process.stdout),
          serializers: { req: requestForLog },
        }
      : false,
    // Every log line of a request carries `reqId`; answers carry it as X-Request-Id (and 5xx bodies as `requestId`).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  });
  const dbs = databases(db);
  // One Redis link per server (REDIS_URL): the request limits and the Telegram flood limits share it.
  const redis = config.redisUrl ? new RedisLink(config.redisUrl, { log: app.log }) : undefined;
  if (redis) app.addHook("onClose", () => redis.close());
  const telegram = new TelegramBots({ dbs, config, log: app.log, platformWebhookSecret: config.telegramWebhookSecret, redis });
  app.decorate("telegram", telegram);
  // Limits counted once the caller is known (per account, per call, credential checks): in Redis with
  // REDIS_URL, shared by the processes, else in this process (rate-limit-store.ts).
  const counters = redisCallCounters(redis);
  const limitOverrides = { "bookings.create": config.bookingAttemptsPerMinute, ...overrides };
  const deps = {
    db,
    config,
    dns,
    log: app.log,
    sendPlatformMessage: telegram.sendPlatformMessage.bind(telegram),
    counters,
    limitOverrides,
  };

  // JSON only: without Fastify's default text/plain parser a text/plain body is a 415 in our
  // `{ error, message }` shape on /api and /trpc alike.
  app.removeContentTypeParser("text/plain");
  registerErrorHandling(app);
  registerUnavailable(app, databaseHealth(db, app.log));
  registerGracefulClose(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // With REDIS_URL every request limit (per IP, per caller, per API key) is shared by the processes,
  // and kept per process while Redis is away (rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: fallbackRateLimitStore(redis) });
  const limitProcedures = registerProcedureRateLimits(app, limitOverrides);
  registerApiKeyRateLimit(app, config.apiKeyRequestsPerMinute, counters);

  registerHealth(app, dbs.platform);
  registerMetrics(app, { pool: poolOf(db), platform: dbs.platform, token: config.metricsToken });
  await registerDocs(app, config.publicUrl);
  registerLaunchExpiredHeader(app);
  await registerTrpcHttp(app, deps);
  await registerRest(app, deps, limitProcedures);
  await registerPaymentWebhooks(app, { dbs, config });
  registerCalendarRoutes(app, { dbs, config });
  registerTelegramWebhooks(app, telegram);
  registerTlsAsk(app, dbs.platform);
  registerMedia(app, dbs);
  registerEmbedLoader(app);
  await registerClient(app, config.clientDistDir, {
    profileOf: (slug) => findPublicProfile(dbs, slug, config.telegramBotUsername),
    metaOf: pageMeta,
    shellOf: pageShell,
    storefrontOf: (slug) => findStorefront(dbs, slug, config.telegramBotUsername, new Date()),
    embedOriginsOf: (slug) => findEmbedOrigins(dbs, slug),
    publicUrl: config.publicUrl,
  });
  return app;
}
