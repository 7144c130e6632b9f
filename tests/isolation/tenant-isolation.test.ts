// TENANT ISOLATION, driven by what the server mounts (restOperations()), so a new endpoint is
// covered by default:
// - every route with a path parameter, called by tenant A's owner with a real resource of tenant B,
//   answers 403/404, leaves B's row as it was and shows nothing of B;
// - every GET without path parameters (lists and the like) shows no row of B to tenant A;
// - every /api/admin/* and /api/expert/* route refuses an anonymous caller (401) and a customer (403);
// - A's EXPERT calling the /api/expert/* desk on tenant B (not their page) is refused (403).
// What a route's path parameter names, and an input its validation accepts, the route says itself
// (meta `pathResource`, `sampleInput`); how to create B's row of each kind is in
// tests/support/path-resources.ts. A path-parameter route without `pathResource` fails the suite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Tenant } from "@booking/db";
import { manageToken } from "@booking/core";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createArticleRow, createNewsRow } from "../support/content-fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { api, createIdentityApp, type IdentityApp } from "../support/identity.ts";
import { createExpertMember } from "../support/expert-fixtures.ts";
import { bookingOf, nextBookingDay, PATH_RESOURCES, sampleInputOf, sampleQueryOf, waitlistEntryOf } from "../support/path-resources.ts";

const operations = restOperations().map((op) => ({ ...op, key: `${op.method} ${op.url}` }));
const withPathParams = operations.filter((op) => /\/:\w+/.test(op.url));
const withoutPathParams = operations.filter((op) => op.method === "GET" && !/\/:\w+/.test(op.url));
const adminOperations = operations.filter((op) => op.url.startsWith("/api/admin/") || op.url.startsWith("/api/expert/"));
const expertOperations = operations.filter((op) => op.url.startsWith("/api/expert/"));

let t: IdentityApp;
let tenantA: Tenant;
let tenantB: Tenant;
let ownerA: { token: string };
let customerA: { token: string };
/** /api/expert/* is an EXPERT member's own desk: A's expert calls it instead of A's owner. */
let expertA: { token: string };
const callerOfA = (key: string) => (key.includes(" /api/expert/") ? expertA : ownerA).token;
/** Everything that identifies tenant B's rows: ids, emails, the slug. */
let markersOfB: string[];

beforeAll(async () => {
  t = await createIdentityApp();
  tenantA = await createTenant(t.db);
  tenantB = await createTenant(t.db);
  ownerA = await createUser(t.db, { tenant: tenantA, role: "OWNER" });
  customerA = await createUser(t.db, { tenant: tenantA });
  expertA = (await createExpertMember(t.db, tenantA, "A's expert")).user;
  // B has one of everything, and what every path-parameter route would address.
  await createUser(t.db, { tenant: tenantB, role: "OWNER" });
  await createNewsRow(t.db, tenantB);
  await createArticleRow(t.db, tenantB);
  await createSlots(t.db, tenantB, { dates: [localDate(tenantB, 1), localDate(tenantB, 2)] });
  await bookingOf(t.db, tenantB);
  await waitlistEntryOf(t.db, tenantB);
  for (const resource of Object.values(PATH_RESOURCES)) await resource.create(t.db, tenantB);
  markersOfB = await idsOf(t.db, tenantB);
});
afterAll(() => t.close());

async function idsOf(db: Db, tenant: Tenant): Promise<string[]> {
  const where = { tenantId: tenant.id };
  const select = { id: true } as const;
  const rows = await Promise.all([
    db.service.findMany({ where, select }),
    db.news.findMany({ where, select }),
    db.article.findMany({ where, select }),
    db.slot.findMany({ where, select }),
    db.booking.findMany({ where, select }),
    db.membership.findMany({ where, select }),
    db.payment.findMany({ where, select }),
    db.waitlistEntry.findMany({ where, select }),
  ]);
  const users = await db.user.findMany({ where: { memberships: { some: where } }, select: { id: true, email: true } });
  return [tenant.id, tenant.slug, ...rows.flat().map((row) => row.id), ...users.flatMap((u) => [u.id, u.email!])];
}

function expectNothingOfB(body: string, key: string) {
  const leaked = markersOfB.filter((marker) => body.includes(marker));
  expect(leaked, `${key} shows tenant B's data`).toEqual([]);
}

it("knows what every mounted path-parameter route addresses (its meta `pathResource`)", () => {
  const missing = withPathParams.filter((op) => !op.meta.pathResource).map((op) => op.key);
  expect(missing, "declare pathResource in these procedures' meta (a new kind: a fixture in tests/support/path-resources.ts)").toEqual([]);
  expect(withPathParams.length).toBeGreaterThan(0);
});

describe.each(withPathParams.map((op) => [op.key, op] as const))("%s with tenant B's id, as tenant A's owner", (key, op) => {
  it("is 403/404, leaves B's row as it was and shows nothing of B", async () => {
    const kind = op.meta.pathResource;
    if (!kind) throw new Error(`${key} declares no pathResource`);
    const resource = PATH_RESOURCES[kind];
    const row = await resource.create(t.db, tenantB);
    const before = await resource.read(t.db, row.id);
    expect(before, "the resource exists before the call").not.toBeNull();
    const sample = sampleInputOf(op.meta, tenantA);
    const body = row.body || sample ? { ...sample, ...row.body } : undefined;
    const res = await api(t, {
      method: op.method,
      url: op.url.replace(/:\w+/g, row.id),
      tenant: tenantA,
      token: callerOfA(key),
      ...(body ? { body } : op.method === "GET" || op.method === "DELETE" ? {} : { body: {} }),
    });
    expect([403, 404], `${key}: ${res.body}`).toContain(res.statusCode);
    expect(await resource.read(t.db, row.id)).toEqual(before);
    expectNothingOfB(res.body, key);
  });
});

describe.each(withoutPathParams.map((op) => [op.key, op] as const))("%s as tenant A's owner", (key, op) => {
  it("answers and lists no row of tenant B", async () => {
    const query = sampleQueryOf(op, tenantA);
    const res = await api(t, { method: "GET", url: query ? `${op.url}?${query}` : op.url, tenant: tenantA, token: callerOfA(key) });
    expect(res.statusCode, `${key} needs a sampleInput in its meta? ${res.body}`).toBe(200);
    expectNothingOfB(res.body, key);
  });
});

describe.each(adminOperations.map((op) => [op.key, op] as const))("%s", (key, op) => {
  const call = (token?: string) =>
    api(t, {
      method: op.method,
      url: op.url.replace(/:\w+/g, crypto.randomUUID()),
      tenant: tenantA,
      ...(token ? { token } : {}),
      ...(op.method === "GET" || op.method === "DELETE" ? {} : { body: {} }),
    });

  it("refuses an anonymous caller (401) and a customer (403), whatever the input", async () => {
    const anonymous = await call();
    expect(anonymous.statusCode, `${key}: ${anonymous.body}`).toBe(401);
    const customer = await call(customerA.token);
    expect(customer.statusCode, `${key}: ${customer.body}`).toBe(403);
  });
});

describe.each(expertOperations.map((op) => [op.key, op] as const))("%s on tenant B, as tenant A's expert", (key, op) => {
  it("is 403 and shows nothing of B", async () => {
    const res = await api(t, {
      method: op.method,
      url: op.url.replace(/:\w+/g, crypto.randomUUID()),
      tenant: tenantB,
      token: expertA.token,
      ...(op.method === "GET" || op.method === "DELETE" ? {} : { body: {} }),
    });
    expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
    expectNothingOfB(res.body, key);
  });
});

// POST /api/bookings/hold (issue 18.2) names its slot and service in the body: tenant B's, asked of
// tenant A (alone or mixed with A's), hold nothing of B and show nothing of B.
describe("POST /api/bookings/hold with tenant B's slot or service, as tenant A's customer", () => {
  it("is 404, holds nothing of B and shows nothing of B", async () => {
    const [serviceA, serviceB] = [await createService(t.db, tenantA), await createService(t.db, tenantB)];
    const day = nextBookingDay();
    const [slotA] = await createSlots(t.db, tenantA, { dates: [localDate(tenantA, day)], startTime: "15:00", endTime: "15:30" });
    const [slotB] = await createSlots(t.db, tenantB, { dates: [localDate(tenantB, day)], startTime: "15:00", endTime: "15:30" });
    const markers = [...markersOfB, serviceB.id, slotB!.id];
    for (const body of [
      { serviceId: serviceB.id, slotId: slotB!.id },
      { serviceId: serviceA.id, slotId: slotB!.id },
      { serviceId: serviceB.id, slotId: slotA!.id },
    ]) {
      const res = await api(t, { method: "POST", url: "/api/bookings/hold", tenant: tenantA, token: customerA.token, body });
      expect(res.statusCode, res.body).toBe(404);
      expect(markers.filter((marker) => res.body.includes(marker))).toEqual([]);
    }
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slotB!.id } })).toMatchObject({ heldForUserId: null, heldUntil: null });
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: slotA!.id } })).toMatchObject({ heldForUserId: null, heldUntil: null });
  });
});

// A booking's manage link (issue 25.4) acts on that booking of that tenant only: B's link asked of
// tenant A (X-Tenant), or used on another of B's bookings, is 404 and changes nothing.
describe("a manage link of tenant B's booking", () => {
  it("opens nothing through tenant A, nor another booking of B", async () => {
    const mine = await bookingOf(t.db, tenantB);
    const another = await bookingOf(t.db, tenantB);
    const row = await t.db.booking.findUniqueOrThrow({ where: { id: mine.id } });
    const token = manageToken(t.config.appSecret, { tenantId: tenantB.id, bookingId: mine.id }, row.endsAt);
    const before = await t.db.booking.findMany({ where: { id: { in: [mine.id, another.id] } }, include: { slots: true } });
    for (const [tenant, id, newSlotId] of [
      [tenantA, mine.id, mine.freeSlotId],
      [tenantB, another.id, another.freeSlotId],
    ] as const) {
      for (const call of [
        { method: "GET" as const, url: `/api/bookings/${id}` },
        { method: "DELETE" as const, url: `/api/bookings/${id}` },
        { method: "PUT" as const, url: `/api/bookings/${id}/move`, body: { newSlotId } },
      ]) {
        const res = await api(t, { ...call, tenant, headers: { "x-booking-token": token } });
        expect([res.statusCode, res.json().error], `${call.method} ${call.url}`).toEqual([404, "MANAGE_LINK_INVALID"]);
        expectNothingOfB(res.body, call.url);
      }
    }
    expect(await t.db.booking.findMany({ where: { id: { in: [mine.id, another.id] } }, include: { slots: true } })).toEqual(before);
  });
});
