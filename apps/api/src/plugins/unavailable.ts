// The database away (issue 27.2): requests that needed it answer 503 `{error: "SERVICE_UNAVAILABLE",
// message, requestId}` with Retry-After, not a 500; the outage is one warning when it starts and one
// line when it ends (a probe notices it without a restart), with the count of requests it turned
// away, not a stack per request. Every 503 (readiness, a closing process) carries Retry-After.
import type { FastifyInstance } from "fastify";
import type { DatabaseHealth } from "@booking/db";
import { unavailableAnswers } from "@booking/observability";

/** Seconds a client should wait before retrying a 503 (the probe looks every second). */
export const RETRY_AFTER_SECONDS = 2;

declare module "fastify" {
  interface FastifyInstance {
    databaseHealth: DatabaseHealth;
  }
}

/** `health`: the process's one DatabaseHealth of the server's client (shared with its job workers). */
export function registerUnavailable(app: FastifyInstance, health: DatabaseHealth): void {
  app.decorate("databaseHealth", health);
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", RETRY_AFTER_SECONDS);
    done(null, payload);
  });
  app.addHook("onClose", (_app, done) => {
    health.stop();
    done();
  });
}

/**
 * A request's 5xx failure: a database outage is counted into the outage (true: do not log it
 * again); anything else is for the caller to log.
 */
export function reportUnavailable(app: FastifyInstance, error: unknown): boolean {
  if (!app.databaseHealth?.report(error)) return false;
  unavailableAnswers.inc({ dependency: "database" });
  return true;
}
