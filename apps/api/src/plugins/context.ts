import type { FastifyInstance, FastifyRequest } from "fastify";
import { createContext, type Context, type ContextDeps } from "@booking/trpc";

/**
 * Said on every answer to a request whose Telegram init data had expired (docs/DECISIONS.md
 * "Expired launch data"), even when a Bearer session answered it: the mini app then asks the user
 * to reopen it before a call that needs the Telegram identity fails.
 */
export const LAUNCH_EXPIRED_HEADER = "x-telegram-init-data-expired";
const expiredLaunches = new WeakSet<FastifyRequest>();

export async function contextFor(deps: ContextDeps, request: FastifyRequest): Promise<Context> {
  const ctx = await createContext(deps, { headers: request.headers, ip: request.ip });
  if (ctx.telegramExpired) expiredLaunches.add(request);
  return ctx;
}

/** Registered before the API routes, so the hook covers REST and tRPC alike. */
export function registerLaunchExpiredHeader(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (expiredLaunches.has(request)) reply.header(LAUNCH_EXPIRED_HEADER, "1");
  });
}
