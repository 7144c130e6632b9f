// GET /metrics (issue 27.7): Prometheus text behind METRICS_TOKEN (404 without one configured, 401
// without the token), whose counters move with what happens: a booking, a conflict, a failed job;
// the HTTP histogram has the booking route; the queue gauges show a waiting job and its age.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Slot, Tenant } from "@booking/db";
import { databases, enqueueJob, JobWorker } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser, bearer } from "../support/fixtures.ts";
import { uniq } from "../support/db.ts";

const TOKEN = "metrics-token-0123456789";

/**
 * Samples of Prometheus text format 0.0.4, failing on any line that is not a comment or a sample.
 * Values are Go floats, whose NaN and Inf Prometheus reads in any case: prom-client writes "Nan"
 * for a gauge with no sample yet (the event-loop lag right after start).
 */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const SAMPLE =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-][Ii][Nn][Ff])( -?\d+)?$/;
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ""}`, Number(match[3]));
  }
  return samples;
}

describe("GET /metrics", () => {
  let t: TestApp;
  let tenant: Tenant;
  let slots: Slot[];
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    tenant = await createTenant(t.db);
    serviceId = (await createService(t.db, tenant)).id;
    slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)] });
  });
  afterAll(() => t.app.close());

  async function scrape(): Promise<Map<string, number>> {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(res.body);
  }

  it("answers only the configured bearer token; without METRICS_TOKEN it does not exist", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: "UNAUTHORIZED" });
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "ROUTE_NOT_FOUND" });
    } finally {
      await off.app.close();
    }
  });

  it("parses as Prometheus text and its counters move with a booking, a conflict and a failed job", async () => {
    const before = await scrape();
    const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

    const [ann, bob] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
    const book = (who: { token: string }) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { "x-tenant": tenant.slug, ...bearer(who) },
        payload: { serviceId, slotId: slots[0]!.id },
      });
    expect((await book(ann)).statusCode).toBe(201);
    expect((await book(bob)).statusCode).toBe(409);

    const queue = uniq("metrics-q");
    const platform = databases(t.db).platform;
    await enqueueJob(platform, { queue, payload: {}, runAt: new Date(Date.now() - 30_000) });
    const waiting = await scrape();
    expect(value(waiting, `booking_job_queue_depth{queue="${queue}",state="due"}`)).toBe(1);
    expect(value(waiting, `booking_job_queue_oldest_age_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(30);

    const worker = new JobWorker({
      db: platform,
      handlers: {
        [queue]: async () => {
          throw new Error("the receiver is down");
        },
      },
    });
    expect(await worker.runDue()).toBe(1);

    const after = await scrape();
    expect(value(after, 'booking_outcomes_total{outcome="created"}') - value(before, 'booking_outcomes_total{outcome="created"}')).toBe(1);
    expect(value(after, 'booking_outcomes_total{outcome="conflict"}') - value(before, 'booking_outcomes_total{outcome="conflict"}')).toBe(
      1,
    );
    expect(value(after, `booking_job_failures_total{queue="${queue}",final="false"}`)).toBe(1);
    const bookingRequests = 'booking_http_request_duration_seconds_count{method="POST",route="/api/bookings",status_code="201"}';
    expect(value(after, bookingRequests) - value(before, bookingRequests)).toBe(1);
    // The failed job is no longer due (retried later with backoff).
    expect(value(after, `booking_job_queue_depth{queue="${queue}",state="due"}`)).toBe(0);
    for (const name of ["booking_db_pool_connections", "booking_dependency_up", "booking_process_cpu_seconds_total"]) {
      expect(
        [...after.keys()].some((key) => key.startsWith(name)),
        name,
      ).toBe(true);
    }
  });
});
