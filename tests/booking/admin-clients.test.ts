// The Clients tab's server side (issue 15.1): the tenant's customers with search and pages, their
// visit/upcoming/cancelled counts and latest booking, the administrators' private note, a client's
// booking history; admins only, and never another tenant's clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import type { BookingStatus } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let owner: User & { token: string };
let service: Service;
let vera: User & { token: string };
let oleg: User & { token: string };
let day = 1;

interface Client {
  id: string;
  name: string;
  visits: number;
  upcoming: number;
  cancelled: number;
  lastBookingAt: string | null;
  note: string | null;
}
interface Page {
  items: Client[];
  total: number;
  page: number;
  pageSize: number;
}

/** A booking of `user` in `status`; `pastDays` moves its appointment that many days back. */
async function book(user: User, status: BookingStatus, pastDays?: number) {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "10:00", endTime: "10:30" });
  const booking = await createBookingRow(t.db, { tenant, user, service, slots: [slot!], status });
  if (pastDays === undefined) return booking;
  const startsAt = new Date(Date.now() - pastDays * 86_400_000);
  return t.db.booking.update({ where: { id: booking.id }, data: { startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) } });
}

async function list(query = "", as: { token: string } = owner): Promise<Page> {
  const res = await api({ url: `/api/admin/clients${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  owner = await createUser(t.db, { tenant, role: "OWNER" });
  service = await createService(t.db, tenant);
  vera = await createUser(t.db, { tenant, firstName: "Vera" });
  await t.db.user.update({ where: { id: vera.id }, data: { lastName: "Lis", phone: "+79161234567" } });
  oleg = await createUser(t.db, { tenant, firstName: "Oleg" });
  await book(vera, "PAID", 20);
  await book(vera, "CONFIRMED", 3);
  await book(vera, "PENDING", 2); // past, never confirmed: not a visit
  await book(vera, "CANCELLED", 1);
  await book(vera, "CONFIRMED");
  await book(vera, "CANCELLED");
});
afterAll(() => t.app.close());

describe("GET /api/admin/clients", () => {
  it("lists customers only, with their counts and latest booking", async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((client) => client.name)).toEqual(["Oleg", "Vera Lis"]);
    const latest = await t.db.booking.findFirstOrThrow({ where: { userId: vera.id }, orderBy: { startsAt: "desc" } });
    expect(page.items[1]).toMatchObject({
      id: vera.id,
      phone: "+79161234567",
      visits: 2,
      upcoming: 1,
      cancelled: 2,
      lastBookingAt: latest.startsAt.toISOString(),
      note: null,
    });
    expect(page.items[0]).toMatchObject({ id: oleg.id, visits: 0, upcoming: 0, cancelled: 0, lastBookingAt: null });
  });

  it("searches every word in name, phone and email, case-insensitively; pages", async () => {
    const names = async (query: string) => (await list(query)).items.map((client) => client.name);
    expect(await names("?search=vera")).toEqual(["Vera Lis"]);
    expect(await names("?search=lis%20916")).toEqual(["Vera Lis"]);
    expect(await names(`?search=${encodeURIComponent(oleg.email!.toUpperCase())}`)).toEqual(["Oleg"]);
    expect(await names("?search=nobody")).toEqual([]);
    expect(await list("?page=2&pageSize=1")).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ name: "Vera Lis" }] });
    for (const query of ["?page=0", "?pageSize=101", "?page=x", `?search=${"a".repeat(101)}`]) {
      const res = await api({ url: `/api/admin/clients${query}`, as: owner });
      expect([res.statusCode, errorOf(res)], query).toEqual([400, "VALIDATION_ERROR"]);
    }
  });

  it("is for administrators only", async () => {
    const res = await api({ url: "/api/admin/clients", as: vera });
    expect([res.statusCode, errorOf(res)]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("PUT /api/admin/clients/{id}/note", () => {
  it("keeps a private note per tenant that the client never sees; empty clears it", async () => {
    const put = (id: string, body: unknown, as: { token: string } = owner) =>
      api({ method: "PUT", url: `/api/admin/clients/${id}/note`, as, body });
    const saved = await put(oleg.id, { note: "  Prefers mornings  " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: oleg.id, note: "Prefers mornings" });
    expect((await list("?search=oleg")).items[0]!.note).toBe("Prefers mornings");
    const me = await api({ url: "/api/user/me", as: oleg });
    expect(me.body).not.toContain("Prefers mornings");

    // Another tenant where Oleg is a customer too has its own (empty) note.
    const other = await createTenant(t.db);
    const otherOwner = await createUser(t.db, { tenant: other, role: "OWNER" });
    await t.db.membership.create({ data: { tenantId: other.id, userId: oleg.id, role: "CUSTOMER" } });
    const otherList = await apiFor(t.app, other)({ url: "/api/admin/clients", as: otherOwner });
    expect((otherList.json() as Page).items).toMatchObject([{ id: oleg.id, note: null }]);

    expect((await put(oleg.id, { note: "" })).json()).toMatchObject({ note: null });
    expect(await t.db.clientNote.count({ where: { userId: oleg.id } })).toBe(0);

    const cases: [string, unknown, number, string][] = [
      [owner.id, { note: "x" }, 404, "CLIENT_NOT_FOUND"],
      ["0190a5c4-0000-7000-8000-000000000000", { note: "x" }, 404, "CLIENT_NOT_FOUND"],
      ["nope", { note: "x" }, 400, "VALIDATION_ERROR"],
      [oleg.id, { note: "x".repeat(2001) }, 400, "VALIDATION_ERROR"],
      [oleg.id, {}, 400, "VALIDATION_ERROR"],
    ];
    for (const [id, body, status, code] of cases) {
      const res = await put(id, body);
      expect([res.statusCode, errorOf(res)], JSON.stringify(body).slice(0, 40)).toEqual([status, code]);
    }
    const forbidden = await put(oleg.id, { note: "x" }, vera);
    expect([forbidden.statusCode, errorOf(forbidden)]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("GET /api/admin/clients/{id}/bookings", () => {
  it("is the client's history here, latest appointment first", async () => {
    const res = await api({ url: `/api/admin/clients/${vera.id}/bookings`, as: owner });
    expect(res.statusCode, res.body).toBe(200);
    const expected = await t.db.booking.findMany({ where: { userId: vera.id }, orderBy: { startsAt: "desc" } });
    expect((res.json() as { id: string }[]).map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(expected).toHaveLength(6);
    const stranger = await api({ url: `/api/admin/clients/${owner.id}/bookings`, as: owner });
    expect([stranger.statusCode, errorOf(stranger)]).toEqual([404, "CLIENT_NOT_FOUND"]);
  });
});
