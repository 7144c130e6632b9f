// Issue 31.2: where a session happens. The owner says it per service (in person at the business
// address or another, by phone, their own https link, or a Jitsi Meet room per booking); a booking
// keeps what its customer was told (a Jitsi room of its own, generated when it is made, unguessable
// and never changing); the booking's customer and the staff see it, in the API and the calendar
// file, and nobody else does: not another customer, not another tenant, not a public list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

const ROOM = /^https:\/\/meet\.jit\.si\/session-[0-9a-f]{32}$/;
const BUSINESS_ADDRESS = "Tverskaya 1, office 5; Moscow";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };
let neighbour: User & { token: string };
let slots: Slot[];
let nextSlot = 0;

const serviceBody = { name: "Session", description: "One hour", price: 10, duration: 30 };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  tenant = await t.db.tenant.update({ where: { id: tenant.id }, data: { contactAddress: BUSINESS_ADDRESS, maxPendingPerCustomer: 0 } });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant });
  neighbour = await createUser(t.db, { tenant });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "17:00" });
});
afterAll(() => t.app.close());

async function serviceWith(location: unknown): Promise<Service & { id: string }> {
  const res = await api({ method: "POST", url: "/api/admin/services", as: admin, body: { ...serviceBody, location } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function book(service: { id: string }, as = customer): Promise<{ id: string; location: unknown }> {
  const res = await api({ method: "POST", url: "/api/bookings", as, body: { serviceId: service.id, slotId: slots[nextSlot++]!.id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const putLocation = (id: string, location: unknown) =>
  api({ method: "PUT", url: `/api/admin/services/${id}`, as: admin, body: { ...serviceBody, location } });

describe("the owner's setting", () => {
  it("is saved per service, kept by an edit that leaves it out, cleared by null; none by default", async () => {
    const plain = await serviceWith(undefined);
    expect(plain).toMatchObject({ location: null, locationKind: null });
    const link = await serviceWith({ kind: "link", url: " https://zoom.us/j/123?pwd=abc " });
    expect(link).toMatchObject({ location: { kind: "link", url: "https://zoom.us/j/123?pwd=abc" }, locationKind: "online" });
    const kept = await api({ method: "PUT", url: `/api/admin/services/${link.id}`, as: admin, body: { ...serviceBody, name: "Renamed" } });
    expect(kept.json()).toMatchObject({ name: "Renamed", location: { kind: "link" } });
    const visit = await putLocation(link.id, { kind: "inPerson", address: "" });
    expect(visit.json().location).toEqual({ kind: "inPerson", address: null });
    const cleared = await putLocation(link.id, null);
    expect(cleared.json()).toMatchObject({ location: null, locationKind: null });
    expect((await t.db.service.findUniqueOrThrow({ where: { id: link.id } })).sessionLocation).toBeNull();
  });

  it("refuses a link that is not https, a bad address or kind with 400 naming the field, and changes nothing", async () => {
    const service = await serviceWith({ kind: "phone" });
    const cases: [unknown, string | undefined][] = [
      [{ kind: "link", url: "http://zoom.us/j/1" }, "location.url"],
      [{ kind: "link", url: "javascript:alert(1)" }, "location.url"],
      [{ kind: "link", url: "zoom.us/j/1" }, "location.url"],
      [{ kind: "link", url: "https://zoom.us/j/1\nX" }, "location.url"],
      [{ kind: "link", url: `https://x.example/${"a".repeat(2000)}` }, "location.url"],
      [{ kind: "link" }, "location.url"],
      [{ kind: "inPerson", address: "x".repeat(201) }, "location.address"],
      [{ kind: "inPerson", address: "a\u0007b" }, "location.address"],
      [{ kind: "zoom" }, "location.kind"],
      ["online", "location"],
    ];
    for (const [location, field] of cases) {
      const res = await putLocation(service.id, location);
      expect([res.statusCode, errorOf(res), res.json().field], JSON.stringify(location).slice(0, 60)).toEqual([
        400,
        "VALIDATION_ERROR",
        field,
      ]);
    }
    expect((await t.db.service.findUniqueOrThrow({ where: { id: service.id } })).sessionLocation).toEqual({ kind: "phone" });
    const asCustomer = await api({
      method: "PUT",
      url: `/api/admin/services/${service.id}`,
      as: customer,
      body: { ...serviceBody, location: null },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("the public lists say only the kind: never the owner's link or the service's own address", async () => {
    const secret = "https://zoom.us/j/98765?pwd=owners-secret";
    const link = await serviceWith({ kind: "link", url: secret });
    const visit = await serviceWith({ kind: "inPerson", address: "Back room 7" });
    const listed = (await api({ url: "/api/services" })).json() as { id: string; locationKind: string | null }[];
    expect(listed.find((service) => service.id === link.id)?.locationKind).toBe("online");
    expect(listed.find((service) => service.id === visit.id)?.locationKind).toBe("inPerson");
    const day = localDate(tenant, 3);
    for (const url of ["/api/services", "/api/tenant/storefront", `/api/bookings/available?serviceId=${link.id}&from=${day}&to=${day}`]) {
      const res = await api({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("owners-secret");
      expect(res.body, url).not.toContain("Back room 7");
    }
  });
});

describe("a booking", () => {
  it("of a Jitsi service gets a room of its own, unguessable, kept when the service changes", async () => {
    const jitsi = await serviceWith({ kind: "jitsi" });
    const first = await book(jitsi);
    const second = await book(jitsi, neighbour);
    const rooms = [first, second].map((booking) => (booking.location as { kind: string; url: string }).url);
    for (const room of rooms) expect(room).toMatch(ROOM);
    expect(new Set(rooms).size).toBe(2);
    expect(first.location).toEqual({ kind: "online", url: rooms[0] });
    // Stored with the booking: the owner switching the service to phone changes no booking made.
    await putLocation(jitsi.id, { kind: "phone" });
    const again = await api({ url: `/api/bookings/${first.id}`, as: customer });
    expect(again.json().location).toEqual({ kind: "online", url: rooms[0] });
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: first.id } })).sessionLocation).toEqual({ kind: "online", url: rooms[0] });
  });

  it("staff's phone-in booking gets its room in the same place; a move keeps it", async () => {
    const jitsi = await serviceWith({ kind: "jitsi" });
    const res = await api({
      method: "POST",
      url: "/api/admin/bookings",
      as: admin,
      body: { serviceId: jitsi.id, slotId: slots[nextSlot++]!.id, clientId: neighbour.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, location } = res.json() as { id: string; location: { url: string } };
    expect(location.url).toMatch(ROOM);
    const moved = await api({
      method: "PUT",
      url: `/api/admin/bookings/${id}/reschedule`,
      as: admin,
      body: { newSlotId: slots[nextSlot++]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().location).toEqual({ kind: "online", url: location.url });
  });

  it("in person: the service's address, else the business address; by phone; the owner's link; none when not said", async () => {
    const own = await book(await serviceWith({ kind: "inPerson", address: "Back room 7" }));
    expect(own.location).toEqual({ kind: "inPerson", address: "Back room 7" });
    const business = await book(await serviceWith({ kind: "inPerson", address: null }));
    expect(business.location).toEqual({ kind: "inPerson", address: BUSINESS_ADDRESS });
    expect((await book(await serviceWith({ kind: "phone" }))).location).toEqual({ kind: "phone" });
    const link = await book(await serviceWith({ kind: "link", url: "https://meet.google.com/abc-defg-hij" }));
    expect(link.location).toEqual({ kind: "online", url: "https://meet.google.com/abc-defg-hij" });
    const none = await book(await serviceWith(null));
    expect(none.location).toBeNull();
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: none.id } })).sessionLocation).toBeNull();
  });

  it("the calendar file has LOCATION (escaped) and, online, URL as the link to join", async () => {
    const calendarOf = async (bookingId: string) => {
      const mine = (await api({ url: "/api/bookings/my", as: customer })).json() as { id: string; calendarUrl: string }[];
      const url = mine.find((booking) => booking.id === bookingId)!.calendarUrl;
      const res = await t.app.inject({ url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      // Unfolded (RFC 5545 3.1): a long line continues after CRLF and one space.
      return res.body.replace(/\r\n /g, "");
    };
    const online = await book(await serviceWith({ kind: "jitsi" }));
    const room = (online.location as { url: string }).url;
    const ics = await calendarOf(online.id);
    expect(ics).toContain(`\r\nLOCATION:${room}\r\n`);
    expect(ics).toContain(`\r\nURL:${room}\r\n`);
    const visit = await book(await serviceWith({ kind: "inPerson", address: null }));
    const visitIcs = await calendarOf(visit.id);
    expect(visitIcs).toContain("\r\nLOCATION:Tverskaya 1\\, office 5\\; Moscow\r\n");
    expect(visitIcs).toMatch(/\r\nURL:http[^\r]*\/my-bookings\r\n/);
    const phone = await calendarOf((await book(await serviceWith({ kind: "phone" }))).id);
    expect(phone).not.toContain("LOCATION:");
  });
});

describe("the link reaches the booking's customer and staff only", () => {
  it("staff see it on the desk; another customer, another tenant's customer and admin never do", async () => {
    const booking = await book(await serviceWith({ kind: "jitsi" }));
    const room = (booking.location as { url: string }).url;
    const roomName = room.split("/").at(-1)!;
    const desk = (await api({ url: "/api/admin/bookings", as: admin })).json() as { id: string; location: unknown }[];
    expect(desk.find((row) => row.id === booking.id)?.location).toEqual({ kind: "online", url: room });
    const day = localDate(tenant, 3);
    const week = (await api({ url: `/api/admin/bookings/calendar?from=${day}&to=${day}`, as: admin })).json() as {
      bookings: { id: string; location: unknown }[];
    };
    expect(week.bookings.find((row) => row.id === booking.id)?.location).toEqual({ kind: "online", url: room });
    const mine = (await api({ url: "/api/bookings/my", as: customer })).json() as { id: string; location: unknown }[];
    expect(mine.find((row) => row.id === booking.id)?.location).toEqual({ kind: "online", url: room });

    const elsewhere = await createTenant(t.db);
    const foreignCustomer = await createUser(t.db, { tenant: elsewhere });
    const foreignAdmin = await createUser(t.db, { tenant: elsewhere, role: "ADMIN" });
    const foreign = apiFor(t.app, elsewhere);
    const attempts: [string, Promise<LightMyRequestResponse>][] = [
      ["neighbour: the booking", api({ url: `/api/bookings/${booking.id}`, as: neighbour })],
      ["neighbour: their list", api({ url: "/api/bookings/my", as: neighbour })],
      ["neighbour: the desk", api({ url: "/api/admin/bookings", as: neighbour })],
      ["neighbour: waitlist", api({ url: "/api/waitlist/my", as: neighbour })],
      ["anonymous: the booking", api({ url: `/api/bookings/${booking.id}` })],
      ["foreign customer here", api({ url: `/api/bookings/${booking.id}`, as: foreignCustomer })],
      ["foreign customer there", foreign({ url: `/api/bookings/${booking.id}`, as: foreignCustomer })],
      ["foreign customer: their list", foreign({ url: "/api/bookings/my", as: foreignCustomer })],
      ["foreign admin here", api({ url: "/api/admin/bookings", as: foreignAdmin })],
      ["foreign admin there", foreign({ url: "/api/admin/bookings", as: foreignAdmin })],
      ["foreign admin: the booking", foreign({ url: `/api/admin/bookings/${booking.id}`, as: foreignAdmin })],
      ["foreign admin: the calendar here", api({ url: `/api/admin/bookings/calendar?from=${day}&to=${day}`, as: foreignAdmin })],
      ["neighbour: the calendar", api({ url: `/api/admin/bookings/calendar?from=${day}&to=${day}`, as: neighbour })],
      ["public: times", api({ url: `/api/bookings/available/times?date=${localDate(tenant, 3)}` })],
    ];
    for (const [who, request] of attempts) {
      const res = await request;
      expect(res.body, who).not.toContain(roomName);
    }
    const neighbourGet = await api({ url: `/api/bookings/${booking.id}`, as: neighbour });
    expect([neighbourGet.statusCode, errorOf(neighbourGet)]).toEqual([404, "BOOKING_NOT_FOUND"]);
    const foreignGet = await foreign({ url: `/api/bookings/${booking.id}`, as: foreignCustomer });
    expect(foreignGet.statusCode).toBe(404);
  });
});
