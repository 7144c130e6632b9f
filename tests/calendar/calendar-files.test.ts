// Issue 18.4: "add to calendar" files and private calendar feeds. Every file is parsed with a
// maintained RFC 5545 parser (ical.js): the events, their instants in the tenant's zone, a UID that
// survives a reschedule with a growing SEQUENCE, METHOD:CANCEL once cancelled, conditional GETs
// answered 304, revocation, and no link that reaches another customer's or tenant's bookings.
import ICAL from "ical.js";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  zone: string;
  summary: string;
  status: string;
}

function parseCalendar(text: string): { method: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // ical.js carries no zone database: events resolve only through the file's own VTIMEZONE.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: String(component.getFirstProperty("dtstart")?.getParameter("tzid")),
      summary: event.summary,
      status: String(component.getFirstPropertyValue("status")),
    };
  });
  return { method: String(calendar.getFirstPropertyValue("method")), events };
}

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let api: Api;
let admin: User & { token: string };
let anna: User & { token: string };
let boris: User & { token: string };
let service: Service;
let slots: Slot[];

const fetchUrl = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: "GET", url: new URL(url).pathname, headers });

async function book(user: User & { token: string }, slot: Slot): Promise<string> {
  const res = await api({ method: "POST", url: "/api/bookings", as: user, body: { serviceId: service.id, slotId: slot.id } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function calendarUrlOf(user: User & { token: string }, bookingId: string): Promise<string> {
  const mine = (await api({ url: "/api/bookings/my", as: user })).json() as { id: string; calendarUrl: string }[];
  return mine.find((booking) => booking.id === bookingId)!.calendarUrl;
}

beforeAll(async () => {
  t = await createTestApp();
  // A zone with daylight saving, so the file's VTIMEZONE is what places the events.
  tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
  other = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  anna = await createUser(t.db, { tenant });
  boris = await createUser(t.db, { tenant });
  service = await createService(t.db, tenant, { name: "Tax advice" });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "13:00" });
});
afterAll(() => t.app.close());

describe("a booking's calendar file", () => {
  let bookingId: string;
  let url: string;

  it("my bookings links each booking to an .ics that a calendar parser reads in the tenant's zone", async () => {
    bookingId = await book(anna, slots[0]!);
    url = await calendarUrlOf(anna, bookingId);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/${tenant.id}/bookings/${bookingId}\\.[A-Za-z0-9_-]+\\.ics$`));
    const res = await fetchUrl(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.body).toContain("\r\n");
    const { method, events } = parseCalendar(res.body);
    expect(method).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ zone: "Europe/Berlin", status: "TENTATIVE", summary: `Tax advice: ${tenant.displayName}` });
    expect(events[0]!.start.toISOString()).toBe(slots[0]!.startsAt.toISOString());
    expect(events[0]!.end.toISOString()).toBe(slots[0]!.endsAt.toISOString());
  });

  it("keeps its UID across a reschedule, with a higher SEQUENCE and the new time", async () => {
    const before = parseCalendar((await fetchUrl(url)).body).events[0]!;
    const moved = await api({
      method: "PUT",
      url: `/api/admin/bookings/${bookingId}/reschedule`,
      as: admin,
      body: { newSlotId: slots[3]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = parseCalendar((await fetchUrl(url)).body).events[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.toISOString()).toBe(slots[3]!.startsAt.toISOString());
  });

  it("becomes METHOD:CANCEL with STATUS:CANCELLED once cancelled, same UID", async () => {
    const before = parseCalendar((await fetchUrl(url)).body).events[0]!;
    expect((await api({ method: "DELETE", url: `/api/bookings/${bookingId}`, as: anna })).statusCode).toBe(200);
    const { method, events } = parseCalendar((await fetchUrl(url)).body);
    expect(method).toBe("CANCEL");
    expect(events[0]).toMatchObject({ uid: before.uid, status: "CANCELLED" });
    expect(events[0]!.sequence).toBeGreaterThan(before.sequence);
  });

  it("answers 404 CALENDAR_NOT_FOUND for a forged, malformed or re-targeted link", async () => {
    const path = new URL(url).pathname;
    const signature = path.split(".").at(-2)!;
    const borisBooking = await book(boris, slots[1]!);
    const forged = [
      path.replace(signature, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`),
      path.replace(bookingId, borisBooking),
      path.replace(tenant.id, other.id),
      `/api/calendar/${tenant.id}/bookings/${bookingId}.ics`,
      `/api/calendar/not-a-uuid/bookings/${bookingId}.${signature}.ics`,
      path.replace("/bookings/", "/feeds/"),
    ];
    for (const candidate of forged) {
      const res = await t.app.inject({ method: "GET", url: candidate });
      expect([res.statusCode, errorOf(res)], candidate).toEqual([404, "CALENDAR_NOT_FOUND"]);
    }
  });
});

describe("private calendar feeds", () => {
  const feed = (method: "GET" | "POST" | "DELETE", as: User & { token: string }, kind = "customer") =>
    api({ method, url: `/api/calendar/feed?kind=${kind}`, as });

  it("is opened once per user and kind: the same URL on a second open, none before", async () => {
    expect((await feed("GET", boris)).json()).toEqual({ url: null });
    const first = (await feed("POST", boris)).json() as { url: string };
    expect(first.url).toMatch(/\/api\/calendar\/.+\/feeds\/.+\.ics$/);
    expect((await feed("POST", boris)).json()).toEqual(first);
    expect((await feed("GET", boris)).json()).toEqual(first);
  });

  it("opened several times at once: one feed, the same URL for every answer (the fuzz suite met a 500)", async () => {
    const someone = await createUser(t.db, { tenant });
    const answers = await Promise.all(Array.from({ length: 6 }, () => feed("POST", someone)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => res.json().url)).size).toBe(1);
    expect(await t.db.calendarFeed.count({ where: { tenantId: tenant.id, userId: someone.id } })).toBe(1);
  });

  it("shows a customer only their own bookings, and the staff feed every booking", async () => {
    await book(anna, slots[5]!);
    const borisFeed = parseCalendar((await fetchUrl(((await feed("POST", boris)).json() as { url: string }).url)).body);
    const borisBookings = (await api({ url: "/api/bookings/my", as: boris })).json() as { id: string }[];
    expect(borisFeed.events.map((event) => event.uid.split("@")[0]).sort()).toEqual(borisBookings.map((booking) => booking.id).sort());
    const staffUrl = ((await feed("POST", admin, "staff")).json() as { url: string }).url;
    const staff = parseCalendar((await fetchUrl(staffUrl)).body);
    const all = await t.db.booking.findMany({ where: { tenantId: tenant.id }, select: { id: true } });
    expect(staff.events.map((event) => event.uid.split("@")[0]).sort()).toEqual(all.map((booking) => booking.id).sort());
    expect(staff.events.some((event) => event.summary.includes(anna.firstName))).toBe(true);
  });

  it("refuses a customer the staff feed (403) and an anonymous caller any feed (401)", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await feed(method, anna, "staff");
      expect([res.statusCode, errorOf(res)]).toEqual([403, "FORBIDDEN"]);
    }
    const anonymous = await api({ method: "POST", url: "/api/calendar/feed" });
    expect([anonymous.statusCode, errorOf(anonymous)]).toEqual([401, "UNAUTHORIZED"]);
    const bad = await api({ url: "/api/calendar/feed?kind=everyone", as: anna });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("answers conditional requests with 304 until a booking changes", async () => {
    const url = ((await feed("POST", anna)).json() as { url: string }).url;
    const first = await fetchUrl(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchUrl(url, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await fetchUrl(url, { "if-modified-since": lastModified })).statusCode).toBe(304);
    await book(anna, slots[4]!);
    const changed = await fetchUrl(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseCalendar(changed.body).events.some((event) => event.start.getTime() === slots[4]!.startsAt.getTime())).toBe(true);
  });

  it("is revoked: the old URL answers 404 and opening again gives a new URL", async () => {
    const old = ((await feed("GET", anna)).json() as { url: string }).url;
    expect((await feed("DELETE", anna)).json()).toEqual({ revoked: true });
    expect((await feed("DELETE", anna)).json()).toEqual({ revoked: false });
    const gone = await fetchUrl(old);
    expect([gone.statusCode, errorOf(gone)]).toEqual([404, "CALENDAR_NOT_FOUND"]);
    const fresh = ((await feed("POST", anna)).json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect((await fetchUrl(fresh)).statusCode).toBe(200);
  });
});
