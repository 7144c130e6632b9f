// Outgoing webhooks (issue 16.3): booking events reach the owner's endpoint as signed JSON through
// the durable queue, retried with backoff (a receiver failing twice gets the event on the third
// try, once), with a delivery log; registration is gated by plan and guarded against SSRF.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import {
  databases,
  decryptSecret,
  JobWorker,
  WEBHOOK_DISPATCH_QUEUE,
  WEBHOOK_MAX_ATTEMPTS,
  webhookJobHandlers,
  SILENT_LOGGER,
  type AppConfig,
} from "@booking/core";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { fakeDns } from "../support/fake-dns.ts";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver on 127.0.0.1 answering the statuses of `script` in turn (then 200). */
async function startReceiver(script: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const answered = script[received.length] ?? 200;
      received.push({ headers: req.headers, body, answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The README's verification recipe, written out independently of the server's code. */
function verify(header: string, rawBody: string, secret: string, nowSeconds: number): boolean {
  const fields = new Map(header.split(",").map((pair) => pair.split("=") as [string, string]));
  const t = fields.get("t")!;
  if (Math.abs(nowSeconds - Number(t)) > 300) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(fields.get("v1") ?? ""));
}

let t: TestApp;
let strict: TestApp;
let tenant: Tenant;
let owner: User & { token: string };
let customer: User & { token: string };
let serviceId: string;
let day = 2;

beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivate: true });
  strict = await createTestApp(
    {},
    {
      dns: fakeDns({
        "internal.example.test": { a: ["10.0.0.5"] },
        "mixed.example.test": { a: ["93.184.216.34"], aaaa: ["::1"] },
        "public.example.test": { a: ["93.184.216.34"] },
      }),
    },
  );
  tenant = await createTenant(t.db, { plan: "PROFESSIONAL" });
  await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
  owner = await createUser(t.db, { tenant, role: "OWNER" });
  customer = await createUser(t.db, { tenant });
  serviceId = (await createService(t.db, tenant)).id;
});
afterAll(async () => {
  await t.app.close();
  await strict.app.close();
});

const call = (
  app: TestApp,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  as: { token: string },
  body?: object,
  onTenant = tenant,
) =>
  app.app.inject({
    method,
    url,
    headers: { "x-tenant": onTenant.slug, authorization: `Bearer ${as.token}` },
    ...(body ? { payload: body } : {}),
  });

function workerAt(clock: { now: Date }, config: AppConfig = t.config) {
  return new JobWorker({
    db: t.db,
    handlers: webhookJobHandlers(databases(t.db), { config, log: SILENT_LOGGER }, () => clock.now),
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
}

async function register(url: string, events?: string[]) {
  const res = await call(t, "POST", "/api/account/webhooks", owner, { url, ...(events ? { events } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; events: string[] };
}

async function book(): Promise<string> {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "10:00", endTime: "10:30" });
  const res = await call(t, "POST", "/api/bookings", customer, { serviceId, slotId: slot!.id });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function deleteAllWebhooks() {
  await t.db.webhookEndpoint.deleteMany({ where: { tenantId: tenant.id } });
}

describe("registering", () => {
  it("needs PROFESSIONAL+ (403 PLAN_API_NOT_ALLOWED) and the owner", async () => {
    for (const plan of ["FREE", "STARTER"] as const) {
      const other = await createTenant(t.db, { plan });
      const otherOwner = await createUser(t.db, { tenant: other, role: "OWNER" });
      const res = await call(t, "POST", "/api/account/webhooks", otherOwner, { url: "https://example.com/hooks" }, other);
      expect(res.json()).toMatchObject({ error: "PLAN_API_NOT_ALLOWED" });
    }
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    expect((await call(t, "POST", "/api/account/webhooks", admin, { url: "https://example.com/hooks" })).statusCode).toBe(403);
  });

  it("refuses non-https and private, loopback and link-local addresses (SSRF)", async () => {
    const strictOwner = owner;
    for (const url of ["http://example.com/hooks", "ftp://example.com/", "not a url", "https://user:pw@example.com/"]) {
      const res = await call(strict, "POST", "/api/account/webhooks", strictOwner, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: "WEBHOOK_URL_INVALID" });
    }
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://10.1.2.3/",
      "https://192.168.0.10/",
      "https://172.16.5.4/",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[fd00::1]/",
      "https://100.64.0.1/",
      "https://0.0.0.0/",
      "https://localhost:8443/",
      "https://localhost./",
      // IPv4 inside IPv6 and other notations (issue 29.5; the full table is public-address.test.ts).
      "https://[::127.0.0.1]/",
      "https://[::7f00:1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
      "https://[2002:a00:1::1]/",
      "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "https://[fe80::1]/",
      "https://[ff02::1]/",
      "https://[::]/",
      "https://0x7f.1/",
      "https://2130706433/",
      "https://0177.0.0.1/",
      // Names are resolved: any private answer refuses the URL.
      "https://internal.example.test/hooks",
      "https://mixed.example.test/hooks",
    ]) {
      const res = await call(strict, "POST", "/api/account/webhooks", strictOwner, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: "WEBHOOK_URL_FORBIDDEN" });
    }
    expect(await t.db.webhookEndpoint.count({ where: { tenantId: tenant.id } })).toBe(0);
    const unresolved = await call(strict, "POST", "/api/account/webhooks", strictOwner, { url: "https://nowhere.example.test/" });
    expect(unresolved.json()).toMatchObject({ error: "WEBHOOK_URL_INVALID" });
    const allowed = await call(strict, "POST", "/api/account/webhooks", strictOwner, { url: "https://public.example.test/hooks" });
    expect(allowed.statusCode, allowed.body).toBe(201);
    await deleteAllWebhooks();
  });

  it("shows the secret once and stores it encrypted; lists endpoints without it", async () => {
    const created = await register("https://hooks.example.com/booking", ["booking.created", "booking.cancelled"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.events).toEqual(["booking.created", "booking.cancelled"]);
    const row = await t.db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.secretEncrypted).not.toContain(created.secret);
    expect(decryptSecret(row.secretEncrypted, t.config.appSecret)).toBe(created.secret);
    const list = await call(t, "GET", "/api/account/webhooks", owner);
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, url: "https://hooks.example.com/booking", isActive: true })]);
    expect(list.body).not.toContain(created.secret);
    expect((await call(t, "DELETE", `/api/account/webhooks/${created.id}`, owner)).statusCode).toBe(200);
    expect((await call(t, "DELETE", `/api/account/webhooks/${created.id}`, owner)).json()).toMatchObject({ error: "WEBHOOK_NOT_FOUND" });
  });
});

describe("delivering", () => {
  it("sends each booking event as signed JSON, verifiable with the documented recipe", async () => {
    await deleteAllWebhooks();
    const receiver = await startReceiver();
    try {
      const { secret } = await register(receiver.url);
      const clock = { now: new Date() };
      const worker = workerAt(clock);
      const bookingId = await book();
      const admin = owner;
      await call(t, "PUT", `/api/admin/bookings/${bookingId}/status`, admin, { status: "CONFIRMED" });
      await call(t, "PUT", `/api/admin/bookings/${bookingId}/status`, admin, { status: "PAID" });
      const [spare] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "15:00", endTime: "15:30" });
      expect((await call(t, "PUT", `/api/admin/bookings/${bookingId}/reschedule`, admin, { newSlotId: spare!.id })).statusCode).toBe(200);
      expect((await call(t, "DELETE", `/api/admin/bookings/${bookingId}`, admin)).statusCode).toBe(200);
      clock.now = new Date();
      while ((await worker.runDue(clock.now)) > 0);

      const events = receiver.received.map(
        (r) =>
          JSON.parse(r.body) as { id: string; type: string; data: { booking: { id: string; status: string; client: { id: string } } } },
      );
      expect(events.map((e) => e.type).sort()).toEqual([
        "booking.cancelled",
        "booking.confirmed",
        "booking.created",
        "booking.paid",
        "booking.rescheduled",
      ]);
      expect(new Set(events.map((e) => e.id)).size).toBe(5);
      for (const [i, request] of receiver.received.entries()) {
        const event = events[i]!;
        expect(event.data.booking).toMatchObject({ id: bookingId, client: { id: customer.id } });
        expect(request.headers["content-type"]).toBe("application/json");
        expect(request.headers["x-booking-event"]).toBe(event.type);
        expect(request.headers["x-booking-event-id"]).toBe(event.id);
        const signature = String(request.headers["x-booking-signature"]);
        expect(verify(signature, request.body, secret, Math.floor(clock.now.getTime() / 1000))).toBe(true);
        expect(
          verify(signature, request.body.replace(bookingId, crypto.randomUUID()), secret, Math.floor(clock.now.getTime() / 1000)),
        ).toBe(false);
        expect(verify(signature, request.body, `whsec_${"x".repeat(43)}`, Math.floor(clock.now.getTime() / 1000))).toBe(false);
      }
      const created = events.find((e) => e.type === "booking.created")!;
      expect(created.data.booking.status).toBe("PENDING");
      const log = (await call(t, "GET", "/api/account/webhooks/deliveries", owner)).json() as Array<{
        status: string;
        attempts: number;
        lastStatusCode: number;
      }>;
      expect(log.slice(0, 5).every((d) => d.status === "SUCCEEDED" && d.attempts === 1 && d.lastStatusCode === 200)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it("retries a failing receiver with backoff: failing twice, it gets the event on the third try, once", async () => {
    await deleteAllWebhooks();
    const receiver = await startReceiver([500, 503]);
    try {
      await register(receiver.url, ["booking.created"]);
      const start = new Date();
      const clock = { now: start };
      const worker = workerAt(clock);
      await book();
      const at = async (seconds: number) => {
        clock.now = new Date(start.getTime() + seconds * 1000);
        while ((await worker.runDue(clock.now)) > 0);
        return receiver.received.length;
      };
      expect(await at(1), "first attempt at once").toBe(1);
      expect(await at(20), "no retry before the 30 s backoff").toBe(1);
      expect(await at(35), "second attempt after 30 s").toBe(2);
      expect(await at(80), "no third attempt before another 60 s").toBe(2);
      expect(await at(100), "third attempt").toBe(3);
      expect(await at(3 * 3600), "nothing after the success").toBe(3);

      expect(receiver.received.map((r) => r.answered)).toEqual([500, 503, 200]);
      expect(new Set(receiver.received.map((r) => r.body)).size, "the same event every time").toBe(1);
      expect(new Set(receiver.received.map((r) => r.headers["x-booking-event-id"])).size).toBe(1);
      const [delivery] = (await call(t, "GET", "/api/account/webhooks/deliveries", owner)).json() as Array<Record<string, unknown>>;
      expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 3, lastStatusCode: 200, lastError: null });
    } finally {
      await receiver.close();
    }
  });

  it("never connects to a private address without the test override, even when the row says so", async () => {
    await deleteAllWebhooks();
    const receiver = await startReceiver();
    try {
      await register(receiver.url, ["booking.created"]);
      await book();
      const clock = { now: new Date() };
      const worker = workerAt(clock, { ...t.config, webhooksAllowPrivate: false });
      while ((await worker.runDue(clock.now)) > 0);
      expect(receiver.received).toHaveLength(0);
      const [delivery] = await t.db.webhookDelivery.findMany({ where: { tenantId: tenant.id }, orderBy: { createdAt: "desc" }, take: 1 });
      expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(delivery!.lastError).toMatch(/non-public address 127\.0\.0\.1/);
    } finally {
      await receiver.close();
    }
  });

  it("checks the address the socket uses: a name resolving to loopback at delivery time is never connected to", async () => {
    // The row's host is a name (as if it resolved to a public address when registered, then
    // changed: DNS rebinding). Only the connection-time lookup (ssrf.ts publicOnlyLookup) can refuse
    // it: the address-literal check never sees a name. Without that lookup the receiver gets the event.
    await deleteAllWebhooks();
    const receiver = await startReceiver();
    try {
      await register(receiver.url.replace("127.0.0.1", "localhost"), ["booking.created"]);
      await book();
      const clock = { now: new Date() };
      const worker = workerAt(clock, { ...t.config, webhooksAllowPrivate: false });
      while ((await worker.runDue(clock.now)) > 0);
      expect(receiver.received).toHaveLength(0);
      const [delivery] = await t.db.webhookDelivery.findMany({ where: { tenantId: tenant.id }, orderBy: { createdAt: "desc" }, take: 1 });
      expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(delivery!.lastError).toMatch(/non-public address (127\.0\.0\.1|::1)/);
    } finally {
      await receiver.close();
    }
  });

  it("queues no event for a tenant without endpoints, nor for one whose plan lapsed", async () => {
    await deleteAllWebhooks();
    const before = await t.db.job.count({ where: { queue: WEBHOOK_DISPATCH_QUEUE } });
    await book();
    expect(await t.db.job.count({ where: { queue: WEBHOOK_DISPATCH_QUEUE } })).toBe(before);

    const receiver = await startReceiver();
    try {
      await register(receiver.url, ["booking.created"]);
      await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: new Date(Date.now() - 1000) } });
      await book();
      const clock = { now: new Date() };
      while ((await workerAt(clock).runDue(clock.now)) > 0);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: null } });
      await receiver.close();
    }
  });
});
