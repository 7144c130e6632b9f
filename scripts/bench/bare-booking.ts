// (b)'s baseline: the same booking work (lookUpCaller, then createBooking: the same three SQL
// statements and the same fitting) behind a bare Fastify route, without the platform's plugins,
// tRPC, zod validation or its error handling. The ratio to it is what the framework costs; its own
// p95 shows what this machine allows at all.
import Fastify, { type FastifyInstance } from "fastify";
import { AppError } from "@booking/contracts";
import { bearerToken, createBooking, lookUpCaller, scopedDb } from "@booking/core";
import { sqlOf, type Db } from "@booking/db";

export async function bareBookingServer(db: Db): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.post("/bare/bookings", async (request, reply) => {
    try {
      const { tenant, bearer } = await lookUpCaller(
        sqlOf(db),
        { slug: String(request.headers["x-tenant"]) },
        bearerToken(request.headers.authorization),
      );
      if (!bearer) return reply.status(401).send({ error: "UNAUTHORIZED" });
      const { serviceId, slotId } = request.body as { serviceId: string; slotId: string };
      const booking = await createBooking(scopedDb(db, tenant.id), sqlOf(db), {
        tenant,
        user: bearer.user,
        serviceId,
        slotId,
        now: new Date(),
      });
      return reply.status(201).send(booking);
    } catch (error) {
      if (error instanceof AppError) return reply.status(error.status).send({ error: error.code });
      throw error;
    }
  });
  await app.ready();
  return app;
}
