// What a REST path parameter names, per kind (ProcedureMeta.pathResource): how to create another
// tenant's row of that kind and read it back, so suites that call every route (tests/isolation,
// tests/content/access) take the route list from the server and only the kinds from here. Keyed by
// the PathResource union, so a new kind without a fixture is a compile error.
import { randomBytes } from "node:crypto";
import type { Db, Tenant } from "@booking/db";
import { sha256 } from "@booking/core";
import type { PathResource, ProcedureMeta, RestOperation } from "@booking/trpc";
import { createBookingRow, createService, createSlots, defaultExpert, localDate } from "./booking-fixtures.ts";
import { createArticleRow, createNewsRow, createServiceRow } from "./content-fixtures.ts";
import { createUser } from "./fixtures.ts";

export interface PathResourceFixture {
  /** A fresh row of the tenant; `body` when a valid body depends on the row (e.g. another of its slots). */
  create(db: Db, tenant: Tenant): Promise<{ id: string; body?: Record<string, unknown> }>;
  /** The row as stored (any tenant), or null once deleted, to prove a call changed nothing. */
  read(db: Db, id: string): Promise<unknown>;
}

/** Each booking gets a day of its own (within the 60-day window), so its slots are free. */
let bookingDay = 10;
export const nextBookingDay = () => bookingDay++;

/** A PENDING booking of the tenant by one of its customers, holding one slot, with a free slot beside it. */
export async function bookingOf(db: Db, tenant: Tenant) {
  const user = await createUser(db, { tenant });
  const service = await createService(db, tenant);
  const [held, free] = await createSlots(db, tenant, { dates: [localDate(tenant, bookingDay++)], startTime: "10:00", endTime: "11:00" });
  const booking = await createBookingRow(db, { tenant, user, service, slots: [held!] });
  return { id: booking.id, freeSlotId: free!.id };
}

/** An open invitation of the tenant; `token` is what its link carries. */
async function invitationOf(db: Db, tenant: Tenant) {
  const token = randomBytes(24).toString("base64url");
  const row = await db.teamInvitation.create({
    data: { tenantId: tenant.id, tokenHash: sha256(token), role: "ADMIN", channel: "EMAIL", expiresAt: new Date(Date.now() + 3_600_000) },
  });
  return { id: row.id, token };
}

/** An offered waitlist entry of one of the tenant's customers (issue 18.3), its time held for them, on an early day. */
export async function waitlistEntryOf(db: Db, tenant: Tenant) {
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

const booking: PathResourceFixture = {
  create: async (db, tenant) => ({ id: (await bookingOf(db, tenant)).id }),
  read: (db, id) => db.booking.findUnique({ where: { id }, include: { slots: true } }),
};
const slot: PathResourceFixture = {
  create: async (db, tenant) =>
    (await createSlots(db, tenant, { dates: [localDate(tenant, bookingDay++)], startTime: "12:00", endTime: "12:30" }))[0]!,
  read: (db, id) => db.slot.findUnique({ where: { id } }),
};
const service = (archived: boolean): PathResourceFixture => ({
  create: (db, tenant) => createServiceRow(db, tenant, archived ? { isActive: false, archivedAt: new Date() } : {}),
  read: (db, id) => db.service.findUnique({ where: { id } }),
});

export const PATH_RESOURCES: Readonly<Record<PathResource, PathResourceFixture>> = {
  // Users are global; "the tenant's user" is a member of that tenant only.
  user: {
    create: (db, tenant) => createUser(db, { tenant }),
    read: (db, id) => db.user.findUnique({ where: { id } }),
  },
  booking,
  bookingWithFreeSlot: {
    ...booking,
    create: async (db, tenant) => {
      const { id, freeSlotId } = await bookingOf(db, tenant);
      return { id, body: { newSlotId: freeSlotId } };
    },
  },
  waitlistEntry: {
    create: waitlistEntryOf,
    read: (db, id) => db.waitlistEntry.findUnique({ where: { id } }),
  },
  // A client (their id is the user's) with a booking and the tenant's note on them.
  client: {
    create: async (db, tenant) => {
      const { id } = await bookingOf(db, tenant);
      const user = await db.user.findUniqueOrThrow({ where: { id: (await db.booking.findUniqueOrThrow({ where: { id } })).userId } });
      await db.clientNote.create({ data: { tenantId: tenant.id, userId: user.id, note: "B's note" } });
      return user;
    },
    read: async (db, id) => ({
      user: await db.user.findUnique({ where: { id } }),
      memberships: await db.membership.findMany({ where: { userId: id } }),
      bookings: await db.booking.findMany({ where: { userId: id } }),
      notes: await db.clientNote.findMany({ where: { userId: id } }),
      consents: await db.consent.findMany({ where: { userId: id } }),
    }),
  },
  service: service(false),
  archivedService: service(true),
  news: {
    create: (db, tenant) => createNewsRow(db, tenant),
    read: (db, id) => db.news.findUnique({ where: { id } }),
  },
  article: {
    create: (db, tenant) => createArticleRow(db, tenant),
    read: (db, id) => db.article.findUnique({ where: { id } }),
  },
  // Sessions are a user's: "the tenant's" is a session of a member of that tenant only.
  session: {
    create: async (db, tenant) => {
      const user = await createUser(db, { tenant });
      return db.session.findFirstOrThrow({ where: { userId: user.id } });
    },
    read: (db, id) => db.session.findUnique({ where: { id } }),
  },
  slot,
  webhook: {
    create: (db, tenant) =>
      db.webhookEndpoint.create({
        data: { tenantId: tenant.id, url: "https://b.example.com/hooks", secretEncrypted: "v1.x.y.z", events: ["booking.created"] },
      }),
    read: (db, id) => db.webhookEndpoint.findUnique({ where: { id } }),
  },
  apiKey: {
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
  invitation: {
    create: (db, tenant) => invitationOf(db, tenant),
    read: (db, id) => db.teamInvitation.findUnique({ where: { id } }),
  },
  invitationToken: {
    create: async (db, tenant) => ({ id: (await invitationOf(db, tenant)).token }),
    read: (db, token) => db.teamInvitation.findUnique({ where: { tokenHash: sha256(token) } }),
  },
  teamMember: {
    create: (db, tenant) => createUser(db, { tenant, role: "ADMIN" }),
    read: (db, id) => db.membership.findMany({ where: { userId: id } }),
  },
  expert: {
    create: async (db, tenant) => ({ id: await defaultExpert(db, tenant) }),
    read: (db, id) => db.expert.findUnique({ where: { id } }),
  },
  payment: {
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

/** The route's own sample input (ProcedureMeta.sampleInput), dates resolved against the tenant's today. */
export function sampleInputOf(meta: ProcedureMeta, tenant: Tenant): Record<string, string | number | boolean> | undefined {
  if (!meta.sampleInput) return undefined;
  return Object.fromEntries(
    Object.entries(meta.sampleInput).map(([key, value]) => [
      key,
      typeof value === "object" ? localDate(tenant, value.daysFromToday) : value,
    ]),
  );
}

/** The sample input as a query string (GETs), empty when the route declares none. */
export function sampleQueryOf(operation: RestOperation, tenant: Tenant): string {
  const input = sampleInputOf(operation.meta, tenant);
  return input ? new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, String(value)])).toString() : "";
}
