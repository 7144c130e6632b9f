// The database cut under booking load (issue 27.2), through a TCP proxy this test controls: every
// answer during the cut is 503 SERVICE_UNAVAILABLE with Retry-After and a request id (never a 500),
// the outage is one warning and one recovery line (no stack per request), bookings succeed again
// without a restart, and every booking answered 201 is in the database. PostgreSQL only (PGlite
// runs in-process: there is no connection to cut).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, type Slot, type Tenant } from "@booking/db";
import { createServer } from "../../apps/api/src/server.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { getTestDatabase } from "../support/db.ts";
import { testConfig } from "../support/server.ts";
import { fakeDns } from "../support/fake-dns.ts";
import { endpointOf, startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

const { isPostgres, db, url } = await getTestDatabase();
if (!isPostgres) console.warn("[tests] SKIPPED: the database outage test needs PostgreSQL (TEST_DATABASE_URL)");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!isPostgres)("database cut under booking load", () => {
  let proxy: TcpProxy;
  let proxied: Db;
  let app: Awaited<ReturnType<typeof createServer>>;
  let tenant: Tenant;
  let serviceId: string;
  let slots: Slot[];
  const lines: string[] = [];

  beforeAll(async () => {
    proxy = await startTcpProxy(endpointOf(url, 5432));
    proxied = createDb(proxy.urlFor(url), { maxConnections: 10 });
    const config = testConfig({ logLevel: "info", bookingAttemptsPerMinute: 0 });
    app = await createServer({ db: proxied, config, dns: fakeDns(), logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    tenant = await createTenant(db);
    await db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
    serviceId = (await createService(db, tenant)).id;
    const dates = Array.from({ length: 20 }, (_, i) => localDate(tenant, i + 2));
    slots = await createSlots(db, tenant, { dates });
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.$disconnect();
    await proxy?.close();
  });

  it("answers 503 with Retry-After during the cut, recovers without a restart, loses no acknowledged booking", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => createUser(db, { tenant })));
    let next = 0;
    const answers: { status: number; phase: string; retryAfter?: string; body: Record<string, unknown> }[] = [];
    const acknowledged: string[] = [];
    let phase = "before";
    let running = true;

    const client = async (token: string) => {
      let slot: Slot | undefined;
      while (running && (slot ?? slots[next])) {
        // A client tries its time again after a 503 (as the app does), and takes the next after an answer.
        slot ??= slots[next++]!;
        const res = await app.inject({
          method: "POST",
          url: "/api/bookings",
          headers: { "x-tenant": tenant.slug, authorization: `Bearer ${token}` },
          payload: { serviceId, slotId: slot.id },
        });
        const body = res.json() as Record<string, unknown>;
        answers.push({ status: res.statusCode, phase, retryAfter: res.headers["retry-after"] as string | undefined, body });
        if (res.statusCode === 201) acknowledged.push(body.id as string);
        // A reading client too: the tRPC door answers 503 in its own shape.
        if (phase === "cut" && answers.length % 5 === 0) {
          const read = await app.inject({ method: "GET", url: "/trpc/services.list", headers: { "x-tenant": tenant.slug } });
          answers.push({
            status: read.statusCode,
            phase: "cut-trpc",
            retryAfter: read.headers["retry-after"] as string,
            body: read.json(),
          });
        }
        if (res.statusCode === 503) await sleep(50);
        else slot = undefined;
      }
    };
    const load = Promise.all(customers.map((customer) => client(customer.token)));
    await sleep(800);
    phase = "cut";
    proxy.cut();
    await sleep(2_000);
    phase = "after";
    proxy.restore();
    // Recovery: bookings are acknowledged again, with no restart.
    const restoredAt = Date.now();
    while (Date.now() - restoredAt < 15_000 && !answers.some((a) => a.phase === "after" && a.status === 201)) await sleep(50);
    await sleep(500);
    running = false;
    await load;

    const during = answers.filter((a) => a.phase === "cut" && a.status !== 201);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toMatchObject({ error: "SERVICE_UNAVAILABLE", message: expect.any(String), requestId: expect.any(String) });
    }
    const trpc = answers.filter((a) => a.phase === "cut-trpc" && a.status !== 200);
    for (const answer of trpc) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).toMatchObject({ error: { data: { error: "SERVICE_UNAVAILABLE", httpStatus: 503 } } });
    }
    expect(trpc.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(answers.some((a) => a.phase === "after" && a.status === 201)).toBe(true);

    // Nothing acknowledged was lost.
    const stored = await db.booking.findMany({ where: { id: { in: acknowledged } }, select: { id: true } });
    expect(stored).toHaveLength(acknowledged.length);

    // One line when the outage started, one when it ended (with the count), no error stack per request.
    await sleep(100);
    expect(lines.filter((line) => line.includes("database unreachable"))).toHaveLength(1);
    const recovered = lines.filter((line) => line.includes("database reachable again"));
    expect(recovered).toHaveLength(1);
    expect(JSON.parse(recovered[0]!).affected).toBeGreaterThan(0);
    expect(lines.filter((line) => /"level":50/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('"stack"'))).toEqual([]);
  });
});
