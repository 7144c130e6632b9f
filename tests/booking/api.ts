// HTTP helpers for the booking suites: one call = one real request through createServer (inject).
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Tenant } from "@booking/db";
import { bearer } from "../support/fixtures.ts";

export interface Caller {
  token: string;
}

export interface ApiCall {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  as?: Caller;
  body?: unknown;
}

export function apiFor(app: FastifyInstance, tenant: Tenant) {
  return (call: ApiCall): Promise<LightMyRequestResponse> =>
    app.inject({
      method: call.method ?? "GET",
      url: call.url,
      headers: { "x-tenant": tenant.slug, ...(call.as ? bearer(call.as) : {}) },
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
}

export type Api = ReturnType<typeof apiFor>;

/** The `{ error }` code of a response, asserting it is the documented error shape. */
export function errorOf(res: LightMyRequestResponse): string {
  const body = res.json() as { error?: unknown; message?: unknown };
  if (typeof body.error !== "string" || typeof body.message !== "string") {
    throw new Error(`Not an error body (${res.statusCode}): ${res.body}`);
  }
  return body.error;
}
