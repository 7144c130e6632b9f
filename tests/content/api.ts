// REST calls as a given user of a given tenant, through the real server (app.inject).
import { expect } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Tenant } from "@booking/db";
import { bearer } from "../support/fixtures.ts";

export interface Api {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** `user` absent: an anonymous visitor. */
export function apiAs(app: FastifyInstance, tenant: Pick<Tenant, "slug">, user?: { token: string }): Api {
  const headers = { "x-tenant": tenant.slug, ...(user ? bearer(user) : {}) };
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    get: (url) => send("GET", url),
    post: (url, body) => send("POST", url, body),
    put: (url, body) => send("PUT", url, body),
    delete: (url) => send("DELETE", url),
  };
}

/**
 * A 400 that names `field`. Zod failures also carry `field`, but other input guards (the NUL check in
 * trpc init) only put it in the message, which both start with "<field>: ".
 */
export function expectInvalidField(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
  expect(res.json()).toMatchObject({ error: "VALIDATION_ERROR", message: expect.stringMatching(new RegExp(`^${field}: `)) });
}
