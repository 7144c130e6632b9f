// Per-IP caps from the procedures' `meta.rateLimit` (see @booking/trpc rate-limits.ts), enforced
// with @fastify/rate-limit's limiter. One bucket per procedure, shared by its REST route and its
// tRPC call, so neither door gets around the other. Every call of a tRPC batch counts (a batch of
// ten logins is ten attempts), and a batch larger than MAX_BATCH_SIZE is refused before any call runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "@booking/contracts";
import { appRouter, MAX_BATCH_SIZE, rateLimitsOf, type RateLimitHint } from "@booking/trpc";

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

/** Needs @fastify/rate-limit registered (for `createRateLimit`); covers /trpc/* by itself. */
export function registerProcedureRateLimits(app: FastifyInstance): ProcedureRateLimiter {
  const limiters = new Map([...procedureRateLimits()].map(([path, hint]) =>
    [path, app.createRateLimit({ max: hint.max, timeWindow: hint.windowMs })] as const));

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
