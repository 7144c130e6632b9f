// Per-IP caps from the procedures' `meta.rateLimit`, on REST and tRPC alike (one bucket each).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { MAX_BATCH_SIZE } from "@booking/trpc";
import { procedureRateLimits, trpcProcedurePaths } from "../../apps/api/src/plugins/rate-limits.ts";
import { createTenant } from "../support/fixtures.ts";
import { api, createIdentityApp, randomIp, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

const login = (ip: string) =>
  api(t, { url: "/api/auth/web-login", tenant, ip, body: { email: "nobody@example.test", password: "wrong-1" } });
const trpcLogin = (ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/trpc/auth.webLogin",
    remoteAddress: ip,
    headers: { "x-tenant": tenant.slug, "content-type": "application/json" },
    payload: { email: "nobody@example.test", password: "wrong-1" },
  });

/** `POST /trpc/auth.webLogin,auth.webLogin,…?batch=1` with `size` wrong-password guesses. */
const trpcLoginBatch = (ip: string, size: number) =>
  t.app.inject({
    method: "POST",
    url: `/trpc/${Array(size).fill("auth.webLogin").join(",")}?batch=1`,
    remoteAddress: ip,
    headers: { "x-tenant": tenant.slug, "content-type": "application/json" },
    payload: Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { email: "nobody@example.test", password: `wrong-${i}` }])),
  });

describe("per-IP rate limits", () => {
  it("covers every endpoint that checks credentials, sends codes or creates accounts", () => {
    const limited = [...procedureRateLimits().keys()];
    expect(limited).toEqual(
      expect.arrayContaining([
        "user.register",
        "user.registerWeb",
        "user.createTelegramLink",
        "auth.checkUser",
        "auth.webLogin",
        "auth.requestCode",
        "auth.verifyCode",
        "tenantManagement.registerOwner",
        "tenantManagement.setupTenant",
        "tenantManagement.slugAvailability",
      ]),
    );
  });

  it("answers 429 RATE_LIMITED with Retry-After once an IP is over the cap; other IPs go on", async () => {
    const ip = randomIp();
    const { max } = procedureRateLimits().get("auth.webLogin")!;
    for (let i = 0; i < max; i++) expect((await login(ip)).statusCode).toBe(401);
    const over = await login(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: "RATE_LIMITED" });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(randomIp())).statusCode).toBe(401);
  });

  it("the tRPC call and the REST route share the procedure's bucket", async () => {
    const ip = randomIp();
    const { max } = procedureRateLimits().get("auth.webLogin")!;
    for (let i = 0; i < max; i++) await (i % 2 ? login(ip) : trpcLogin(ip));
    expect((await trpcLogin(ip)).statusCode).toBe(429);
    expect((await login(ip)).statusCode).toBe(429);
    // A batch naming the procedure is limited too.
    const batch = await t.app.inject({
      method: "GET",
      url: "/trpc/user.me,auth.webLogin?batch=1",
      remoteAddress: ip,
      headers: { "x-tenant": tenant.slug },
    });
    expect(batch.statusCode).toBe(429);
  });

  it("counts every call of a batch: a batch of the cap's size spends the whole cap", async () => {
    const ip = randomIp();
    const { max } = procedureRateLimits().get("auth.webLogin")!;
    expect(max).toBeLessThanOrEqual(MAX_BATCH_SIZE);
    const batch = await trpcLoginBatch(ip, max);
    expect(batch.statusCode).toBe(401);
    expect(batch.json()).toHaveLength(max);
    expect((await login(ip)).statusCode).toBe(429);
  });

  it("refuses a batch that would go over the cap: no call of it runs", async () => {
    const ip = randomIp();
    const { max } = procedureRateLimits().get("auth.webLogin")!;
    for (let i = 0; i < max - 2; i++) expect((await login(ip)).statusCode).toBe(401);
    const batch = await trpcLoginBatch(ip, 3);
    expect(batch.statusCode).toBe(429);
    expect(batch.json()).toMatchObject({ error: "RATE_LIMITED" });
  });

  it("refuses a batch larger than MAX_BATCH_SIZE with 400 BATCH_TOO_LARGE before evaluating any call", async () => {
    const ip = randomIp();
    for (const size of [MAX_BATCH_SIZE + 1, 300]) {
      const batch = await trpcLoginBatch(ip, size);
      expect(batch.statusCode).toBe(400);
      expect(batch.json()).toMatchObject({ error: "BATCH_TOO_LARGE" });
    }
    // Nothing of the refused batches was spent: the full cap is still there.
    const { max } = procedureRateLimits().get("auth.webLogin")!;
    for (let i = 0; i < max; i++) expect((await login(ip)).statusCode).toBe(401);
    expect((await login(ip)).statusCode).toBe(429);
  });

  it("reads procedure names from tRPC URLs", () => {
    expect(trpcProcedurePaths("/trpc/auth.checkUser")).toEqual(["auth.checkUser"]);
    expect(trpcProcedurePaths("/trpc/auth.checkUser,auth.webLogin?batch=1&input=%7B%7D")).toEqual(["auth.checkUser", "auth.webLogin"]);
    expect(trpcProcedurePaths("/trpc/auth.checkUser%2Cauth.webLogin")).toEqual(["auth.checkUser", "auth.webLogin"]);
    expect(trpcProcedurePaths("/trpc/%E0%A4%A")).toEqual([]);
  });
});
