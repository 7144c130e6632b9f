// /trpc speaks tRPC's HTTP protocol (apps/api plugins/trpc-http.ts, our handler instead of
// @trpc/server's fetch-based adapter): the real @trpc/client, single and batched, gets the same
// data and typed errors as from tRPC's own handler, and the wire answers keep tRPC's shapes.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AppRouter } from "@booking/trpc";
import type { Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService } from "../support/booking-fixtures.ts";

let t: TestApp;
let tenant: Tenant;
let customer: User & { token: string };
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  customer = await createUser(t.db, { tenant });
  await createService(t.db, tenant, { name: "Consultation" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/trpc`;
});
afterAll(() => t.app.close());

const client = (link: (opts: { url: string; headers: () => Record<string, string> }) => TRPCLink<AppRouter>, token?: string) =>
  createTRPCClient<AppRouter>({
    links: [link({ url, headers: () => ({ "x-tenant": tenant.slug, ...(token ? { authorization: `Bearer ${token}` } : {}) }) })],
  });

describe("the tRPC client against /trpc", () => {
  it.each([
    ["httpLink", httpLink],
    ["httpBatchLink", httpBatchLink],
  ] as const)("%s: queries, mutations and typed errors", async (_, link) => {
    const trpc = client(link, customer.token);
    const rest = await t.app.inject({ url: "/api/services", headers: { "x-tenant": tenant.slug } });
    const [services, me] = await Promise.all([trpc.services.list.query(), trpc.user.me.query()]);
    expect(services).toEqual(rest.json());
    expect(me).toMatchObject({ id: customer.id });
    expect(await trpc.user.setLanguage.mutate({ language: "en" })).toBeDefined();
    // A mutation without input: the client sends a JSON content type and no body.
    expect(await trpc.user.createTelegramLink.mutate()).toBeDefined();
    const failure = await trpc.auth.webLogin
      .mutate({ email: customer.email!, password: "wrong-password" })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401, error: "invalidPassword" });
  });
});

describe("wire answers", () => {
  const get = (path: string, headers: Record<string, string> = { "x-tenant": tenant.slug }) =>
    t.app.inject({ url: `/trpc/${path}`, headers });

  it("a batch with a success and a failure is 207 with one answer per call, in order", async () => {
    const res = await get("services.list,user.me?batch=1&input=%7B%7D");
    expect(res.statusCode).toBe(207);
    const [list, me] = res.json() as [{ result: { data: unknown[] } }, { error: { data: { httpStatus: number } } }];
    expect(list.result.data).toHaveLength(1);
    expect(me.error.data.httpStatus).toBe(401);
  });

  it("an unknown procedure is 404; a query sent as POST is 405; malformed input is 400", async () => {
    expect((await get("no.such")).json().error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    const post = await t.app.inject({
      method: "POST",
      url: "/trpc/services.list",
      headers: { "x-tenant": tenant.slug, "content-type": "application/json" },
      payload: "{}",
    });
    expect([post.statusCode, post.json().error.data.code]).toEqual([405, "METHOD_NOT_SUPPORTED"]);
    const malformed = await get("bookings.available?input=%7Bnot-json");
    expect([malformed.statusCode, malformed.json().error.data.error]).toEqual([400, "INVALID_JSON"]);
    const badBody = await t.app.inject({
      method: "POST",
      url: "/trpc/user.setLanguage",
      headers: { "x-tenant": tenant.slug, "content-type": "application/json" },
      payload: "{",
    });
    expect([badBody.statusCode, badBody.json().error.data.error]).toEqual([400, "INVALID_JSON"]);
  });

  it("answers JSON, and a context failure is every call's error", async () => {
    const res = await get("services.list", { "x-tenant": "no-such-tenant" });
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect([res.statusCode, res.json().error.data.error]).toEqual([404, "TENANT_NOT_FOUND"]);
  });
});
