// TENANT ISOLATION, driven by what the server mounts (restOperations()), so a new endpoint is
// covered by default:
// - every route with a path parameter, called by tenant A's owner with a real resource of tenant B,
//   answers 403/404, leaves B's row as it was and shows nothing of B;
// - every GET without path parameters (lists and the like) shows no row of B to tenant A;
// - every /api/admin/* and /api/expert/* route refuses an anonymous caller (401) and a customer (403);
// - A's EXPERT calling the /api/expert/* desk on tenant B (not their page) is refused (403).
// A mounted path-parameter route without an entry in RESOURCES fails the suite: add one (how to
// create a B resource of that kind, and a body the route's validation accepts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Tenant } from "@booking/db";
import { randomBytes } from "node:crypto";
import { manageToken, sha256 } from "@booking/core";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { CONTENT_ID_ROUTES, createArticleRow, createNewsRow } from "../support/content-fixtures.ts";
import { createBookingRow, createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { api, createIdentityApp, type IdentityApp } from "../support/identity.ts";
import { createExpertMember } from "../support/expert-fixtures.ts";

/** What a path-parameter route addresses in tenant B. */
interface PathResource {
  /** A fresh row of tenant B; `body` when the valid body depends on the row (e.g. another of B's slots). */
  create(db: Db, tenant: Tenant): Promise<{ id: string; body?: Record<string, unknown> }>;
  /** The row as stored (any tenant), to prove the call changed nothing. */
  read(db: Db, id: string): Promise<unknown>;
  validBody?: Record<string, unknown>;
}

/** Each booking gets a day of its own (within the 60-day window), so its slots are free. */
let bookingDay = 10;

/** A PENDING booking of B by one of B's customers, holding one slot, with a free slot beside it. */
async function bookingOf(db: Db, tenant: Tenant) {
  const user = await createUser(db, { tenant });
  const service = await createService(db, tenant);
  const [held, free] = await createSlots(db, tenant, { dates: [localDate(tenant, bookingDay++)], startTime: "10:00", endTime: "11:00" });
  const booking = await createBookingRow(db, { tenant, user, service, slots: [held!] });
  return { id: booking.id, freeSlotId: free!.id };
}
const booking: PathResource = {
  create: async (db, tenant) => ({ id: (await bookingOf(db, tenant)).id }),
  read: (db, id) => db.booking.findUnique({ where: { id }, include: { slots: true } }),
};

/** An open invitation of B; `token` is what its link carries. */
async function invitationOf(db: Db, tenant: Tenant) {
  const token = randomBytes(24).toString("base64url");
  const row = await db.teamInvitation.create({
    data: { tenantId: tenant.id, tokenHash: sha256(token), role: "ADMIN", channel: "EMAIL", expiresAt: new Date(Date.now() + 3_600_000) },
  });
  return { id: row.id, token };
}
const teamInvitationByToken: PathResource = {
  create: async (db, tenant) => ({ id: (await invitationOf(db, tenant)).token }),
  read: (db, token) => db.teamInvitation.findUnique({ where: { tokenHash: sha256(token) } }),
};
/** An offered waitlist entry of one of B's customers (issue 18.3), its time held for them, on an early day. */
async function waitlistEntryOf(db: Db, tenant: Tenant) {
  const user = await createUser(db, { tenant });
  const service = await createService(db, tenant);
  const date = localDate(tenant, 1 + (bookingDay++ % 6));
  const [slot] = await createSlots(db, tenant, { dates: [date], startTime: "15:00", endTime: "15:30" });
  await db.slot.update({ where: { id: slot!.id }, data: { heldForUserId: user.id, heldUntil: new Date(Date.now() + 600_000) } });
  return db.waitlistEntry.create({
    data: {
      tenantId: tenant.id,
      userId: user.id,
      serviceId: service.id,
      date,
      status: "OFFERED",
      offers: 1,
      offeredSlotId: slot!.id,
      offerEndsAt: new Date(Date.now() + 600_000),
      heldSlotIds: [slot!.id],
    },
  });
}
const waitlistEntry: PathResource = {
  create: waitlistEntryOf,
  read: (db, id) => db.waitlistEntry.findUnique({ where: { id } }),
};

const teamMember: PathResource = {
  create: (db, tenant) => createUser(db, { tenant, role: "ADMIN" }),
  read: (db, id) => db.membership.findMany({ where: { userId: id } }),
};

const RESOURCES: Record<string, PathResource> = {
  ...CONTENT_ID_ROUTES,
  // Users are global; "B's user" is a member of B only.
  "GET /api/user/me/:id": {
    create: (db, tenant) => createUser(db, { tenant }),
    read: (db, id) => db.user.findUnique({ where: { id } }),
  },
  "DELETE /api/bookings/:id": booking,
  // Self-service (issue 25.4): A's owner neither reads nor moves B's booking (manage links: below).
  "GET /api/bookings/:id": booking,
  "PUT /api/bookings/:id/move": {
    ...booking,
    create: async (db, tenant) => {
      const { id, freeSlotId } = await bookingOf(db, tenant);
      return { id, body: { newSlotId: freeSlotId } };
    },
  },
  "POST /api/bookings/:id/pay": booking,
  "PUT /api/admin/bookings/:id/status": { ...booking, validBody: { status: "CONFIRMED" } },
  "PUT /api/admin/bookings/:id/reschedule": {
    ...booking,
    create: async (db, tenant) => {
      const { id, freeSlotId } = await bookingOf(db, tenant);
      return { id, body: { newSlotId: freeSlotId } };
    },
  },
  "DELETE /api/admin/bookings/:id": booking,
  // B's waitlist entry: A's caller can neither leave nor claim it (nor book its held time).
  "DELETE /api/waitlist/:id": waitlistEntry,
  "POST /api/waitlist/:id/claim": waitlistEntry,
  "PUT /api/admin/bookings/:id/no-show": { ...booking, validBody: { noShow: true } },
  // A client of B (and B's note on them): A's owner can neither read nor annotate them.
  "PUT /api/admin/clients/:id/note": {
    create: async (db, tenant) => {
      const user = await createUser(db, { tenant });
      await db.clientNote.create({ data: { tenantId: tenant.id, userId: user.id, note: "B's note" } });
      return user;
    },
    read: (db, id) => db.clientNote.findMany({ where: { userId: id } }),
    validBody: { note: "A's note" },
  },
  "GET /api/admin/clients/:id/bookings": {
    create: async (db, tenant) => {
      const { id } = await bookingOf(db, tenant);
      return { id: (await db.booking.findUniqueOrThrow({ where: { id } })).userId };
    },
    read: (db, id) => db.booking.findMany({ where: { userId: id } }),
  },
  "POST /api/admin/services/:id/restore": {
    create: (db, tenant) => createService(db, tenant, { isActive: false, archivedAt: new Date() }),
    read: (db, id) => db.service.findUnique({ where: { id } }),
  },
  // Sessions are a user's: "B's" is a session of a member of B only.
  "DELETE /api/user/sessions/:id": {
    create: async (db, tenant) => {
      const user = await createUser(db, { tenant });
      return db.session.findFirstOrThrow({ where: { userId: user.id } });
    },
    read: (db, id) => db.session.findUnique({ where: { id } }),
  },
  "DELETE /api/admin/availability/slots/:id": {
    create: async (db, tenant) =>
      (await createSlots(db, tenant, { dates: [localDate(tenant, bookingDay++)], startTime: "12:00", endTime: "12:30" }))[0]!,
    read: (db, id) => db.slot.findUnique({ where: { id } }),
  },
  // B's webhook: A's owner can neither delete nor see it.
  "DELETE /api/account/webhooks/:id": {
    create: (db, tenant) =>
      db.webhookEndpoint.create({
        data: { tenantId: tenant.id, url: "https://b.example.com/hooks", secretEncrypted: "v1.x.y.z", events: ["booking.created"] },
      }),
    read: (db, id) => db.webhookEndpoint.findUnique({ where: { id } }),
  },
  // B's API key: A's owner can neither revoke nor see it.
  "DELETE /api/account/api-keys/:id": {
    create: async (db, tenant) => {
      const owner = await createUser(db, { tenant, role: "OWNER" });
      return db.apiKey.create({
        data: {
          tenantId: tenant.id,
          name: "B's key",
          scopes: ["bookings:read"],
          prefix: "bk_B",
          keyHash: crypto.randomUUID(),
          createdById: owner.id,
        },
      });
    },
    read: (db, id) => db.apiKey.findUnique({ where: { id } }),
  },
  // The team (issue 16.1): B's open invitation (its token is the path parameter) and B's admin.
  "DELETE /api/account/team/invitations/:id": {
    create: async (db, tenant) => invitationOf(db, tenant),
    read: (db, id) => db.teamInvitation.findUnique({ where: { id } }),
  },
  "GET /api/team/invitations/:token": teamInvitationByToken,
  "POST /api/team/invitations/:token/accept": teamInvitationByToken,
  "PUT /api/account/team/members/:id/role": { ...teamMember, validBody: { role: "ADMIN" } },
  "DELETE /api/account/team/members/:id": teamMember,
  // B's expert (issue 16.2) and a booking of one of B's experts.
  "PUT /api/admin/experts/:id": {
    create: async (db, tenant) => ({ id: await defaultExpert(db, tenant) }),
    read: (db, id) => db.expert.findUnique({ where: { id } }),
    validBody: { name: "Taken over" },
  },
  "PUT /api/expert/bookings/:id/status": { ...booking, validBody: { status: "CONFIRMED" } },
  "PUT /api/expert/bookings/:id/reschedule": {
    ...booking,
    create: async (db, tenant) => {
      const { id, freeSlotId } = await bookingOf(db, tenant);
      return { id, body: { newSlotId: freeSlotId } };
    },
  },
  "DELETE /api/expert/slots/:id": {
    create: async (db, tenant) =>
      (await createSlots(db, tenant, { dates: [localDate(tenant, bookingDay++)], startTime: "12:00", endTime: "12:30" }))[0]!,
    read: (db, id) => db.slot.findUnique({ where: { id } }),
  },
  "GET /api/payments/:id": {
    create: (db, tenant) =>
      db.payment.create({
        data: {
          tenantId: tenant.id,
          purpose: "SUBSCRIPTION",
          provider: "YOOKASSA",
          amountMinor: 999,
          currency: "USD",
          plan: "STARTER",
          idempotenceKey: crypto.randomUUID(),
        },
      }),
    read: (db, id) => db.payment.findUnique({ where: { id } }),
  },
};

/** Query strings for GETs that need one. */
const QUERIES: Record<string, (tenant: Tenant) => string> = {
  "GET /api/bookings/available": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
  "GET /api/bookings/available/days": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
  "GET /api/bookings/available/times": (tenant) => `date=${localDate(tenant, 1)}`,
  "GET /api/admin/availability/slots": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
  "GET /api/expert/slots": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
  "GET /api/admin/bookings": (tenant) => `from=${localDate(tenant, -30)}&to=${localDate(tenant, 30)}`,
  "GET /api/admin/bookings/calendar": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
  "GET /api/admin/bookings/export": (tenant) => `from=${localDate(tenant, -30)}&to=${localDate(tenant, 30)}`,
  "GET /api/admin/stats": (tenant) => `from=${localDate(tenant, -30)}&to=${localDate(tenant, 30)}`,
  "GET /api/tenant-management/slug-availability": () => "slug=some-free-slug",
  "GET /api/admin/waitlist": (tenant) => `from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`,
};

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
  for (const resource of new Set(Object.values(RESOURCES))) await resource.create(t.db, tenantB);
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

it("knows how to make a tenant-B resource for every mounted path-parameter route", () => {
  const missing = withPathParams.map((op) => op.key).filter((key) => !RESOURCES[key]);
  expect(missing, "add these routes to RESOURCES in tests/isolation/tenant-isolation.test.ts").toEqual([]);
  expect(withPathParams.length).toBeGreaterThan(0);
});

describe.each(withPathParams.map((op) => [op.key, op] as const))("%s with tenant B's id, as tenant A's owner", (key, op) => {
  it("is 403/404, leaves B's row as it was and shows nothing of B", async () => {
    const resource = RESOURCES[key];
    if (!resource) throw new Error(`No RESOURCES entry for ${key}`);
    const row = await resource.create(t.db, tenantB);
    const before = await resource.read(t.db, row.id);
    expect(before, "the resource exists before the call").not.toBeNull();
    const body = row.body ?? resource.validBody;
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
    const query = QUERIES[key]?.(tenantA);
    const res = await api(t, { method: "GET", url: query ? `${op.url}?${query}` : op.url, tenant: tenantA, token: callerOfA(key) });
    expect(res.statusCode, `${key} needs a query in QUERIES? ${res.body}`).toBe(200);
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
    const [slotA] = await createSlots(t.db, tenantA, { dates: [localDate(tenantA, bookingDay)], startTime: "15:00", endTime: "15:30" });
    const [slotB] = await createSlots(t.db, tenantB, { dates: [localDate(tenantB, bookingDay++)], startTime: "15:00", endTime: "15:30" });
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
