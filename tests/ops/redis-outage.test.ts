// Redis is an accelerator (issue 27.1): with REDIS_URL set and Redis cut or hung (a TCP proxy this
// test controls), login and booking still answer 2xx within 1 s on per-process limits; the outage
// is one warning, its end one line; Redis is used again once it is back; keys are named
// `request-limit:<procedure>:<bucket>` (not `request-limit:undefinedundefined-...`).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Redis } from "ioredis";
import type { Slot, Tenant } from "@booking/db";
import { redisAnswers, TEST_REDIS_URL } from "@booking/telegram/testing/redis";
import { createSharedRateLimiter, RedisLink } from "@booking/telegram";
import { createServer } from "../../apps/api/src/server.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { getTestDatabase } from "../support/db.ts";
import { testConfig } from "../support/server.ts";
import { fakeDns } from "../support/fake-dns.ts";
import { endpointOf, startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

const redisUp = await redisAnswers("degrading without Redis (issue 27.1)");

describe.skipIf(!redisUp)("Redis cut or hung: login and booking keep working on per-process limits", () => {
  let proxy: TcpProxy;
  let direct: Redis;
  let app: Awaited<ReturnType<typeof createServer>>;
  let tenant: Tenant;
  let serviceId: string;
  let slots: Slot[];
  const lines: string[] = [];
  const consoleErrors = vi.spyOn(console, "error");
  let n = 0;
  const ipPrefix = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;

  beforeAll(async () => {
    const { db } = await getTestDatabase();
    proxy = await startTcpProxy(endpointOf(TEST_REDIS_URL, 6379));
    direct = new Redis(TEST_REDIS_URL);
    const config = testConfig({ redisUrl: proxy.urlFor(TEST_REDIS_URL), logLevel: "info" });
    app = await createServer({ db, config, dns: fakeDns(), logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    tenant = await createTenant(db);
    serviceId = (await createService(db, tenant)).id;
    slots = await createSlots(db, tenant, { dates: [localDate(tenant, 2), localDate(tenant, 3)] });
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await direct?.quit();
    consoleErrors.mockRestore();
  });

  /** Logs a new customer in and books a slot, each from its own address; returns the two answers and the slowest time. */
  async function loginAndBook() {
    const { db } = await getTestDatabase();
    const customer = await createUser(db, { tenant });
    const ip = `${ipPrefix}.${++n}`;
    const started = performance.now();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/web-login",
      remoteAddress: ip,
      headers: { "x-tenant": tenant.slug },
      payload: { email: customer.email, password: FIXTURE_PASSWORD },
    });
    const loginMs = performance.now() - started;
    const token = login.json().token as string;
    const bookingStarted = performance.now();
    const booking = await app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: ip,
      headers: { "x-tenant": tenant.slug, authorization: `Bearer ${token}` },
      payload: { serviceId, slotId: slots[n]!.id },
    });
    return { ip, login, booking, slowestMs: Math.max(loginMs, performance.now() - bookingStarted) };
  }

  const linesWith = (text: string) => lines.filter((line) => line.includes(text));

  async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("uses Redis with readable key names while it answers", async () => {
    // The link connects in the background; until then limits are local.
    await until(async () => {
      const { ip } = await loginAndBook();
      return (await direct.exists(`request-limit:auth.webLogin:ip:${ip}`)) === 1;
    }, "login counter in Redis");
    const { ip, login, booking } = await loginAndBook();
    expect(login.statusCode).toBe(200);
    expect(booking.statusCode).toBe(201);
    expect(await direct.get(`request-limit:auth.webLogin:ip:${ip}`)).toBe("1");
    // Per-caller caps count per account (issue 29.1).
    const bookingKeys = await direct.keys("request-limit:bookings.create:user:*");
    expect(bookingKeys.length).toBeGreaterThan(0);
    expect(await direct.keys("request-limit:undefined*")).toEqual([]);
  });

  it("answers within 1 s while Redis is cut, with one warning, and returns to Redis when it is back", async () => {
    // Counted from here: the outage this test makes.
    lines.splice(0);
    proxy.cut();
    for (let i = 0; i < 6; i++) {
      const { login, booking, slowestMs } = await loginAndBook();
      expect(login.statusCode).toBe(200);
      expect(booking.statusCode).toBe(201);
      expect(slowestMs).toBeLessThan(1_000);
    }
    expect(linesWith("redis unreachable"), lines.filter((l) => l.includes("redis")).join("\n")).toHaveLength(1);
    proxy.restore();
    await until(() => linesWith("redis reachable again").length === 1, "recovery line");
    const { ip, login } = await loginAndBook();
    expect(login.statusCode).toBe(200);
    expect(await direct.get(`request-limit:auth.webLogin:ip:${ip}`)).toBe("1");
  });

  it("answers within 1 s while Redis hangs (connection open, no answers)", async () => {
    lines.splice(0);
    proxy.stall();
    for (let i = 0; i < 6; i++) {
      const { login, booking, slowestMs } = await loginAndBook();
      expect(login.statusCode).toBe(200);
      expect(booking.statusCode).toBe(201);
      // The first two calls wait out the command timeout (250 ms), the rest go local at once.
      expect(slowestMs).toBeLessThan(1_000);
    }
    expect(linesWith("redis unreachable")).toHaveLength(1);
    proxy.restore();
    await until(() => linesWith("redis reachable again").length === 1, "recovery line");
    // ioredis printed nothing of its own ("[ioredis] Unhandled error event").
    expect(consoleErrors.mock.calls.flat().join(" ")).not.toMatch(/ioredis/i);
    // No stack per request: every warning is one of the two state lines.
    expect(lines.filter((line) => line.includes('"level":40'))).toHaveLength(1);
  });
});

describe.skipIf(!redisUp)("Redis cut: the Telegram flood limiter falls back to the process's own", () => {
  it("sends every message once, without waiting for Redis, and shares again once it is back", async () => {
    const proxy = await startTcpProxy(endpointOf(TEST_REDIS_URL, 6379));
    const warnings: string[] = [];
    const link = new RedisLink(proxy.urlFor(TEST_REDIS_URL), { log: { warn: (_d, m) => warnings.push(m), info: () => undefined } });
    try {
      expect(await link.connected(5_000)).toBe(true);
      const botId = `9${Date.now()}`;
      const limiter = createSharedRateLimiter({ redis: link, botId });
      const sent: number[] = [];
      const send = (chat: number) =>
        limiter(
          async (_method, payload) => {
            sent.push((payload as { chat_id: number }).chat_id);
            return { ok: true, result: true } as never;
          },
          "sendMessage",
          { chat_id: chat, text: "hi" } as never,
        );
      await send(1);
      proxy.cut();
      const started = performance.now();
      await Promise.all([2, 3, 4, 5].map(send));
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(sent.sort()).toEqual([1, 2, 3, 4, 5]);
      expect(warnings.filter((w) => w.includes("redis unreachable"))).toHaveLength(1);
      proxy.restore();
      const deadline = Date.now() + 10_000;
      while (!link.available && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await send(6);
      // The chat's key was taken in Redis again (held for a second after the answer).
      const direct = new Redis(TEST_REDIS_URL);
      expect(await direct.exists(`tg-flood:${botId}:chat:6`)).toBe(1);
      await direct.quit();
    } finally {
      await link.close();
      await proxy.close();
    }
  });
});
