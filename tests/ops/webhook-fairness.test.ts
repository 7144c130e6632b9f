// Outgoing webhooks bounded and fair (issue 27.4): a receiver that drips its answer a byte at a
// time is cut at the delivery deadline (connect + headers + body), not held for as long as it
// drips; one tenant's slow receiver takes at most its share of the delivery worker, so another
// tenant's event goes out meanwhile. A database of its own: the worker runs continuously and must
// not take other test files' jobs.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { applyMigrations, createDb, startEmbeddedPostgres, type Db, type EmbeddedPostgres, type Tenant } from "@booking/db";
import { databases, JobWorker, SILENT_LOGGER, WEBHOOK_MAX_ATTEMPTS } from "@booking/core";
import { createServer } from "../../apps/api/src/server.ts";
import { createScratchPostgres } from "../support/db.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { testConfig } from "../support/server.ts";
import { fakeDns } from "../support/fake-dns.ts";

const DEADLINE_MS = 1_000;
/** Three times the worker's concurrency: without per-tenant places the quick tenant would wait three deadlines. */
const SLOW_EVENTS = 12;
const config = testConfig({ webhooksAllowPrivate: true, webhookTimeoutMs: DEADLINE_MS, webhookTenantConcurrency: 2 });

let db: Db;
let app: Awaited<ReturnType<typeof createServer>>;
const closers: (() => Promise<unknown>)[] = [];

/** Answers "HTTP/1.1 200 OK..." one byte every 200 ms (25 s in all), counting connections open at once. */
function drippingReceiver() {
  let open = 0;
  const stats = { connections: 0, mostAtOnce: 0, longestMs: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const openedAt = Date.now();
    stats.connections++;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, ++open);
    const answer = `HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n${"x".repeat(100)}`;
    let i = 0;
    const timer = setInterval(() => {
      if (i < answer.length && !socket.destroyed) socket.write(answer[i++]!);
    }, 200);
    socket.on("data", () => undefined);
    socket.on("close", () => {
      stats.longestMs = Math.max(stats.longestMs, Date.now() - openedAt);
      clearInterval(timer);
      sockets.delete(socket);
      open--;
    });
    socket.on("error", () => undefined);
  });
  return { server, stats, sockets };
}

beforeAll(async () => {
  const serverUrl = inject("databaseUrl");
  let url: string;
  if (serverUrl) {
    const scratch = await createScratchPostgres(serverUrl, "webhooks");
    closers.push(scratch.drop);
    url = scratch.url;
    await applyMigrations(url);
    db = createDb(url);
  } else {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres();
    closers.push(() => embedded.stop());
    await applyMigrations(embedded.url);
    db = createDb(embedded.url, embedded.dbOptions);
  }
  closers.push(() => db.$disconnect());
  app = await createServer({ db, config, logger: false, dns: fakeDns() });
  await app.ready();
  closers.push(() => app.close());
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function listen(server: net.Server | http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as net.AddressInfo).port;
}

async function tenantWithWebhook(url: string) {
  const tenant: Tenant = await createTenant(db, { plan: "PROFESSIONAL" });
  await db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
  const owner = await createUser(db, { tenant, role: "OWNER" });
  const customer = await createUser(db, { tenant });
  const serviceId = (await createService(db, tenant)).id;
  const slots = await createSlots(db, tenant, { dates: [localDate(tenant, 2)] });
  const headers = (who: { token: string }) => ({ "x-tenant": tenant.slug, authorization: `Bearer ${who.token}` });
  const registered = await app.inject({ method: "POST", url: "/api/account/webhooks", headers: headers(owner), payload: { url } });
  expect(registered.statusCode, registered.body).toBe(201);
  let next = 0;
  return {
    tenant,
    async book() {
      const res = await app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: headers(customer),
        payload: { serviceId, slotId: slots[next++]!.id },
      });
      expect(res.statusCode, res.body).toBe(201);
    },
  };
}

describe("webhook deliveries under a dripping receiver", () => {
  it("cuts the dripping receiver at the deadline, and another tenant's event goes out meanwhile", async () => {
    const drip = drippingReceiver();
    closers.push(async () => {
      for (const socket of drip.sockets) socket.destroy();
    });
    const slowPort = await listen(drip.server);
    const arrivals: number[] = [];
    const fast = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        arrivals.push(Date.now());
        res.end("ok");
      });
    });
    const fastPort = await listen(fast);

    const slow = await tenantWithWebhook(`http://127.0.0.1:${slowPort}/hooks`);
    const quick = await tenantWithWebhook(`http://127.0.0.1:${fastPort}/hooks`);
    for (let i = 0; i < SLOW_EVENTS; i++) await slow.book();
    await quick.book();

    // The production worker's shape (server main.ts): one worker for both webhook queues, several at once.
    const worker = new JobWorker({
      db,
      handlers: (await import("@booking/core")).webhookJobHandlers(databases(db), { config, log: SILENT_LOGGER }),
      concurrency: 4,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      pollIntervalMs: 100,
    });
    const started = Date.now();
    worker.start();
    try {
      // The other tenant's event goes out while the slow ones drip, not after them: without per-tenant
      // places it waits three deadlines (3.5 s measured), with them under one (0.9 s on PGlite here:
      // the slow tenant's surplus jobs are claimed and put back first).
      const deadline = Date.now() + 15_000;
      while (arrivals.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(arrivals).toHaveLength(1);
      const quickDelivery = await db.webhookDelivery.findFirstOrThrow({ where: { tenantId: quick.tenant.id } });
      expect(arrivals[0]! - quickDelivery.createdAt.getTime()).toBeLessThan(2 * DEADLINE_MS);
      // Recorded right after the receiver's answer.
      const settled = async () => (await db.webhookDelivery.findFirstOrThrow({ where: { id: quickDelivery.id } })).status !== "PENDING";
      while (!(await settled()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await db.webhookDelivery.findFirstOrThrow({ where: { id: quickDelivery.id } })).toMatchObject({
        status: "SUCCEEDED",
        attempts: 1,
        lastStatusCode: 200,
      });

      // Each dripping attempt is cut at the deadline: 12 deliveries, 2 at a time, about 1 s each
      // (the drip alone would hold each for 25 s).
      const failedOnce = () =>
        db.webhookDelivery.count({
          where: { tenantId: slow.tenant.id, attempts: { gte: 1 }, lastError: { contains: "no answer within" } },
        });
      while ((await failedOnce()) < SLOW_EVENTS && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const elapsed = Date.now() - started;
      expect(await failedOnce()).toBe(SLOW_EVENTS);
      // The platform hung up on every dripping receiver at the deadline (its answer needs 25 s).
      expect(drip.stats.longestMs).toBeLessThan(DEADLINE_MS + 500);
      expect(drip.stats.mostAtOnce).toBeLessThanOrEqual(2);
      console.log(
        `[webhooks] quick tenant's event after ${arrivals[0]! - quickDelivery.createdAt.getTime()} ms; ${SLOW_EVENTS} dripping attempts cut in ${elapsed} ms, longest connection ${drip.stats.longestMs} ms`,
      );
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
