// Per-IP caps from the procedures' `meta.rateLimit` (see @booking/trpc rate-limits.ts), enforced with
// @fastify/rate-limit's limiter before the request is read: the operations anyone may call (login,
// sign-up, lookups). One bucket per procedure, shared by its REST route and its tRPC call, so neither
// door gets around the other. Every call of a tRPC batch counts (a batch of ten logins is ten
// attempts), and a batch larger than MAX_BATCH_SIZE is refused before any call runs. Caps of
// operations that need an account, and `per: "caller"` caps, count per account once the caller is
// known (@booking/trpc init.ts, `limitedPerCaller`), so every session of one account shares them.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, isApiKeyToken } from "@booking/contracts";
import { takeCalls, type CallCounters } from "@booking/core";
import { appRouter, limitedPerCaller, MAX_BATCH_SIZE, procedureTable, rateLimitsOf, type RateLimitHint } from "@booking/trpc";

export type ProcedureRateLimiter = (request: FastifyRequest, reply: FastifyReply, procedurePaths: readonly string[]) => Promise<void>;

/** procedure path (e.g. "auth.webLogin") → its cap, for every procedure that has one. */
export function procedureRateLimits(): Map<string, RateLimitHint> {
  return rateLimitsOf(appRouter);
}

/** The caps counted per IP here: those of operations anyone may call (the others count per caller). */
export function ipRateLimits(): Map<string, RateLimitHint> {
  return new Map(
    procedureTable(appRouter).flatMap((entry) =>
      entry.meta.rateLimit && !limitedPerCaller(entry.meta) ? [[entry.path, entry.meta.rateLimit] as const] : [],
    ),
  );
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

/**
 * Needs @fastify/rate-limit registered (for `createRateLimit`); covers /trpc/* by itself.
 * `maxOverrides`: procedure path → its cap instead of the meta's (0: none), from the config.
 */
export function registerProcedureRateLimits(
  app: FastifyInstance,
  maxOverrides: Record<string, number | undefined> = {},
): ProcedureRateLimiter {
  const limiters = new Map(
    [...ipRateLimits()].flatMap(([path, hint]) => {
      const max = maxOverrides[path] ?? hint.max;
      if (max === 0) return [];
      // The procedure names the bucket: limiters share one store (one Redis namespace with REDIS_URL).
      return [
        [path, app.createRateLimit({ max, timeWindow: hint.windowMs, keyGenerator: (request) => `${path}:ip:${request.ip}` })] as const,
      ];
    }),
  );

  const limit: ProcedureRateLimiter = async (request, reply, procedurePaths) => {
    for (const path of procedurePaths) {
      const result = await limiters.get(path)?.(request);
      if (result && !result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
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
 * Procedure calls per API key (issue 16.3): every /api request and every call of a /trpc batch
 * sending a key counts against its bucket (issue 29.4: a batch of ten is ten calls, not one
 * request), before the key is even looked up (a made-up key is counted too, then refused). Shared
 * by the processes through Redis when REDIS_URL is set.
 */
export function registerApiKeyRateLimit(app: FastifyInstance, perMinute: number, counters: CallCounters): void {
  app.addHook("onRequest", async (request) => {
    const key = apiKeyOf(request);
    if (!key) return;
    const calls = request.url.startsWith("/trpc/") ? Math.max(1, trpcProcedurePaths(request.url).length) : 1;
    const bucket = `api-key:${createHash("sha256").update(key).digest("base64url")}`;
    await takeCalls(counters, bucket, { max: perMinute, windowMs: 60_000 }, calls, "Too many calls with this API key");
  });
}
