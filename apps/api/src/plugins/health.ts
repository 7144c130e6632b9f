import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "@booking/core";

export function registerHealth(app: FastifyInstance, db: PlatformDb) {
  // Liveness: the process answers; no dependencies checked.
  app.get("/healthz", async () => ({ status: "ok" }));
  // Readiness: the database answers a query.
  app.get("/readyz", async (request, reply) => {
    // A process shutting down asks the load balancer for no more requests (graceful-close.ts).
    if (app.drain?.draining) return reply.status(503).send({ error: "SERVICE_UNAVAILABLE", message: "This process is shutting down" });
    try {
      await db.$queryRaw`SELECT 1`;
      return { status: "ready", database: "ok" };
    } catch (err) {
      request.log.warn({ err }, "readiness check failed");
      return reply.status(503).send({ error: "DATABASE_UNAVAILABLE", message: "Database is not reachable" });
    }
  });
}
