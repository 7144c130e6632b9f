// Caps from the procedures' `meta.rateLimit` (see @booking/trpc rate-limits.ts), per IP or per
// caller, enforced with @fastify/rate-limit's limiter. One bucket per procedure, shared by its REST
// route and its tRPC call, so neither door gets around the other. Every call of a tRPC batch counts
// (a batch of ten logins is ten attempts), and a batch larger than MAX_BATCH_SIZE is refused before
// any call runs.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, isApiKeyToken } from "@booking/contracts";
import { bookingOutcomes } from "@booking/observability";
import { appRouter, MAX_BATCH_SIZE, rateLimitsOf, type RateLimitHint } from "@booking/trpc";

/** Its refusals count as booking outcomes ("limit") in the metrics. */
const BOOKING_PROCEDURE = "bookings.create";

export type ProcedureRateLimiter = (request: FastifyRequest, reply: FastifyReply, procedurePaths: readonly string[]) => Promise<void>;

/** procedure path (e.g. "auth.webLogin") → its cap, for every procedure that has one. */
export function procedureRateLimits(): Map<string, RateLimitHint> {
  return rateLimitsOf(appRouter);
}

/** "/trpc/auth.checkUser,auth.webLogin?batch=1" → ["auth.checkUser", "auth.webLogin"] */
export function trpcProcedurePaths(url: string): string[] {
  const pathname = url.split("?")[0]!.slice("/trpc/".length);
  try {
    return decodeURIComponent(pathname).split(",");
  } catch {
    return [];
  }
}

function telegramUserIdOf(initData: string): string | undefined {
  try {
    const id: unknown = JSON.parse(new URLSearchParams(initData).get("user") ?? "null")?.id;
    return typeof id === "number" ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bucket of a per-caller cap: the bearer token, else the Telegram user the init data names
 * (a new init data string each time the Mini App opens must not mean a new bucket), else the IP.
 * Read before authentication: a forged credential gets its own bucket and then a 401.
 */
export function callerKey(request: FastifyRequest): string {
  const { authorization } = request.headers;
  if (authorization) return `bearer:${createHash("sha256").update(authorization).digest("base64url")}`;
  const initData = request.headers["x-telegram-init-data"];
  const telegramId = typeof initData === "string" ? telegramUserIdOf(initData) : undefined;
  return telegramId ? `telegram:${telegramId}` : `ip:${request.ip}`;
}

/**
 * Needs @fastify/rate-limit registered (for `createRateLimit`); covers /trpc/* by itself.
 * `maxOverrides`: procedure path → its cap instead of the meta's (0: none), from the config.
 */
export function registerProcedureRateLimits(
  app: FastifyInstance,
  maxOverrides: Record<string, number | undefined> = {},
): ProcedureRateLimiter {
  const limiters = new Map(
    [...procedureRateLimits()].flatMap(([path, hint]) => {
      const max = maxOverrides[path] ?? hint.max;
      if (max === 0) return [];
      // The procedure names the bucket: limiters share one store (one Redis namespace with REDIS_URL).
      const bucket = hint.per === "caller" ? callerKey : (request: FastifyRequest) => `ip:${request.ip}`;
      return [
        [path, app.createRateLimit({ max, timeWindow: hint.windowMs, keyGenerator: (request) => `${path}:${bucket(request)}` })] as const,
      ];
    }),
  );

  const limit: ProcedureRateLimiter = async (request, reply, procedurePaths) => {
    for (const path of procedurePaths) {
      const result = await limiters.get(path)?.(request);
      if (result && !result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        if (path === BOOKING_PROCEDURE) bookingOutcomes.inc({ outcome: "limit" });
        throw new AppError("RATE_LIMITED");
      }
    }
  };
  // Callback style: the REST and static requests pass without a promise of their own.
  app.addHook("onRequest", (request, reply, done) => {
    if (!request.url.startsWith("/trpc/")) return done();
    const paths = trpcProcedurePaths(request.url);
    if (paths.length > MAX_BATCH_SIZE) return done(new AppError("BATCH_TOO_LARGE", `A batch may carry at most ${MAX_BATCH_SIZE} calls`));
    limit(request, reply, paths).then(() => done(), done);
  });
  return limit;
}

/** The API key an `Authorization: Bearer bk_...` header carries, if any. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  return token && isApiKeyToken(token) ? token : undefined;
}

/**
 * Requests per API key (issue 16.3): every /api and /trpc request sending a key counts against its
 * bucket, before the key is even looked up (a made-up key is counted too, then refused). Shared by
 * the processes through Redis when REDIS_URL is set (server.ts registers the store).
 */
export function registerApiKeyRateLimit(app: FastifyInstance, perMinute: number): void {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `api-key:${createHash("sha256")
        .update(apiKeyOf(request) ?? "")
        .digest("base64url")}`,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!apiKeyOf(request)) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError("RATE_LIMITED", "Too many requests with this API key");
    }
  });
}
