// POST /api/payments/webhook/{yookassa|tbank|sbp}: provider notifications. Plain Fastify routes
// (not procedures): providers post their own JSON and expect their own reply (T-Bank: 200 "OK").
// The raw body is kept so T-Bank's Token is checked over exactly what was received. Outcomes are
// logged with ids only, never the body (it can carry card and customer data).
import type { FastifyInstance } from "fastify";
import { AppError } from "@booking/contracts";
import { handlePaymentNotification, WEBHOOK_PROVIDERS, type AppConfig, type Databases } from "@booking/core";

interface RawJson {
  raw: string;
  parsed: unknown;
}

export async function registerPaymentWebhooks(app: FastifyInstance, deps: { dbs: Databases; config: AppConfig }) {
  await app.register(async (scope) => {
    // Encapsulated: only these routes parse JSON this way.
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, { raw: body as string, parsed: JSON.parse(body as string) as unknown } satisfies RawJson);
      } catch {
        done(new AppError("INVALID_JSON"), undefined);
      }
    });

    scope.post<{ Params: { provider: string } }>("/api/payments/webhook/:provider", async (request, reply) => {
      const route = request.params.provider.toLowerCase();
      if (!Object.hasOwn(WEBHOOK_PROVIDERS, route))
        throw new AppError("ROUTE_NOT_FOUND", `No payment webhook for ${request.params.provider}`);
      const body = request.body as RawJson | undefined;
      if (!body) throw new AppError("VALIDATION_ERROR", "A JSON notification body is required");
      try {
        const result = await handlePaymentNotification(
          deps.dbs,
          { config: deps.config, log: request.log },
          route,
          { headers: request.headers, body: body.parsed, rawBody: body.raw },
          new Date(),
        );
        const level = result.outcome === "applied" || result.outcome === "duplicate" ? "info" : "warn";
        request.log[level]({ provider: route, paymentId: result.paymentId, outcome: result.outcome }, "payment notification");
        return reply.status(result.reply.status).type(result.reply.contentType).send(result.reply.body);
      } catch (error) {
        if (error instanceof AppError) {
          request.log.warn({ provider: route, code: error.code, reason: error.details?.reason }, "payment notification refused");
        }
        throw error;
      }
    });
  });
}
