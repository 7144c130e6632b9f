// The days summary is one SQL aggregate (issue 28.1, core/booking/available-days-sql.ts); the full
// answer and one day's times fit slot by slot in Node (fitting.ts). On a varied fixture (buffers,
// live and lapsed holds, bookings of one and two slots, a cancelled one, past slots and slots within
// the minimum notice, slots of uneven length, two experts with overlapping hours, a zone with a
// half-hour offset) every combination of viewer, service, expert choice and buffer must give the
// same green days with the same number of starts as the per-day computation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { localTimeToInstant } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { createExpertSlots } from "../support/expert-fixtures.ts";
import { apiFor, type Api, type Caller } from "./api.ts";

const MINUTE = 60_000;

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let holder: User & { token: string };
let stranger: User & { token: string };
let services: (Service | null)[];
let colleagueId: string;
let defaultId: string;

/** Local wall-clock time on the tenant's date `day` days from today, as an instant. */
const at = (day: number, time: string) => {
  const [h, m] = time.split(":").map(Number);
  return localTimeToInstant(tenant.timeZone, localDate(tenant, day), h! * 60 + m!);
};

async function slotsOf(expertId: string, day: number, times: [string, string][]): Promise<Slot[]> {
  const made: Slot[] = [];
  for (const [from, to] of times) {
    made.push(await t.db.slot.create({ data: { tenantId: tenant.id, expertId, startsAt: at(day, from), endsAt: at(day, to) } }));
  }
  return made;
}

async function hold(slots: Slot[], user: User, minutes: number): Promise<void> {
  await t.db.slot.updateMany({
    where: { id: { in: slots.map((slot) => slot.id) } },
    data: { heldForUserId: user.id, heldUntil: new Date(Date.now() + minutes * MINUTE) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // ENTERPRISE sells several experts; St John's is 3½ hours off UTC, so local and UTC dates disagree.
  tenant = await createTenant(t.db, { plan: "ENTERPRISE", timeZone: "America/St_Johns" });
  api = apiFor(t.app, tenant);
  [admin, holder, stranger] = await Promise.all([
    createUser(t.db, { tenant, role: "ADMIN" }),
    createUser(t.db, { tenant }),
    createUser(t.db, { tenant }),
  ]);
  const durations = [30, 45, 60, 90, 120];
  services = [null, ...(await Promise.all(durations.map((durationMinutes) => createService(t.db, tenant, { durationMinutes }))))];
  const [half, hour] = [services[1]!, services[3]!];
  defaultId = await defaultExpert(t.db, tenant);
  colleagueId = (await t.db.expert.create({ data: { tenantId: tenant.id, name: "Colleague" } })).id;

  // Today: slots already begun or past, within the 90-minute notice, and after it, back to back.
  const minute = Math.ceil(Date.now() / MINUTE) * MINUTE;
  for (let i = -4; i < 10; i++) await createSlotAt(t.db, tenant, new Date(minute + 7 * MINUTE + i * 30 * MINUTE));
  // Full days with bookings of one and two slots, a cancelled booking (holds nothing) and holds.
  const days = await createSlots(t.db, tenant, {
    dates: [1, 2, 3, 6, 13, 59].map((d) => localDate(tenant, d)),
    startTime: "08:00",
    endTime: "14:00",
  });
  const day = (d: number) => days.filter((slot) => localDate(tenant, d) === localDate(tenant, 0, slot.startsAt));
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [day(1)[3]!] });
  await createBookingRow(t.db, { tenant, user: stranger, service: hour, slots: day(1).slice(7, 9) });
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [day(2)[0]!], status: "CANCELLED" });
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [day(2)[5]!], status: "CONFIRMED" });
  await createBookingRow(t.db, { tenant, user: holder, service: hour, slots: day(3).slice(10, 12) });
  await hold(day(2).slice(8, 10), holder, 10);
  await hold([day(6)[2]!], stranger, 10);
  await hold([day(6)[6]!], holder, -5); // lapsed: free for anyone
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [day(59).at(-1)!] });
  // Uneven slots (an hour, then half hours) up to a booking, and an evening running past midnight.
  await slotsOf(defaultId, 4, [
    ["09:00", "09:30"],
    ["09:30", "10:30"],
    ["10:30", "11:00"],
    ["11:00", "11:30"],
    ["11:30", "12:00"],
  ]);
  const [booked] = await slotsOf(defaultId, 4, [["12:00", "12:30"]]);
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [booked!] });
  await slotsOf(defaultId, 4, [
    ["12:30", "13:00"],
    ["13:00", "14:00"],
  ]);
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 8)], startTime: "22:00", endTime: "24:00" });
  await createSlots(t.db, tenant, { dates: [localDate(tenant, 9)], startTime: "00:00", endTime: "01:30" });
  // The colleague's hours overlap the default expert's on days 1 and 3 and stand alone on day 5.
  const theirs = await createExpertSlots(t.db, tenant, colleagueId, {
    dates: [1, 3, 5].map((d) => localDate(tenant, d)),
    startTime: "10:00",
    endTime: "16:00",
  });
  await createBookingRow(t.db, { tenant, user: stranger, service: half, slots: [theirs[4]!] });
  await hold(theirs.slice(14, 16), holder, 10);
  // Another tenant's slots on the same days are never counted.
  const other = await createTenant(t.db, { timeZone: "America/St_Johns" });
  await createSlots(t.db, other, { dates: [1, 2, 5, 7].map((d) => localDate(other, d)), startTime: "06:00", endTime: "20:00" });
});
afterAll(() => t.app.close());

const setPolicy = async (body: { bufferMinutes: number; minNoticeMinutes: number }) => {
  const res = await api({ method: "PUT", url: "/api/admin/booking-policy", as: admin, body });
  expect(res.statusCode, res.body).toBe(200);
};

async function get(path: string, query: Record<string, string | undefined>, as?: Caller) {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const res = await api({ url: `/api/bookings/available${path}?${new URLSearchParams(defined)}`, ...(as ? { as } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

interface FullDay {
  date: string;
  slots: unknown[];
}

const [viewers, experts] = [
  [
    ["anonymous", undefined],
    ["holder", () => holder],
    ["stranger", () => stranger],
  ] as [string, (() => Caller) | undefined][],
  () => [undefined, defaultId, colleagueId, "any"],
];
const expertName = (expertId: string | undefined) =>
  expertId === undefined ? "default" : expertId === "any" ? "any" : expertId === defaultId ? "default by id" : "colleague";
/** Starts offered in the whole window, per combination (to show the fixture is not vacuous). */
const totals = new Map<string, number>();

describe("the days summary aggregate", () => {
  it.each([0, 15, 30, 45])(
    "equals the per-day computation for every viewer, service and expert choice, buffer %i",
    async (bufferMinutes) => {
      await setPolicy({ bufferMinutes, minNoticeMinutes: 90 });
      const [from, to] = [localDate(tenant, -2), localDate(tenant, 64)];
      const combinations = viewers.flatMap(([viewer, as]) =>
        services.flatMap((service) => experts().map((expertId) => ({ viewer, as: as?.(), service, expertId }))),
      );
      await Promise.all(
        combinations.map(async ({ viewer, as, service, expertId }) => {
          const query = { from, to, serviceId: service?.id, expertId };
          const label = `buffer ${bufferMinutes}, ${viewer}, ${service?.durationMinutes ?? "no"} service, expert ${expertName(expertId)}`;
          const [full, summary] = await Promise.all([get("", query, as), get("/days", query, as)]);
          const { days, ...header } = full as { days: FullDay[] };
          expect(summary, label).toEqual({ ...header, days: days.map((day) => ({ date: day.date, starts: day.slots.length })) });
          totals.set(
            label,
            days.reduce((sum, day) => sum + day.slots.length, 0),
          );
        }),
      );
    },
    120_000,
  );

  it("varies with every rule the fixture varies (so the comparisons above are not vacuous)", () => {
    const total = (label: string) => totals.get(label)!;
    expect(total("buffer 0, anonymous, 30 service, expert default")).toBeGreaterThan(
      total("buffer 30, anonymous, 30 service, expert default"),
    );
    expect(total("buffer 0, holder, 30 service, expert default")).toBeGreaterThan(total("buffer 0, stranger, 30 service, expert default"));
    expect(total("buffer 0, anonymous, 60 service, expert any")).toBeGreaterThan(
      total("buffer 0, anonymous, 60 service, expert colleague"),
    );
    expect(total("buffer 0, anonymous, 60 service, expert any")).toBeGreaterThan(total("buffer 0, anonymous, 60 service, expert default"));
    expect(total("buffer 0, anonymous, 45 service, expert default")).toBeGreaterThan(
      total("buffer 0, anonymous, 120 service, expert default"),
    );
    expect(total("buffer 15, anonymous, 45 service, expert default")).toBeGreaterThan(
      total("buffer 45, anonymous, 45 service, expert default"),
    );
    expect(total("buffer 0, anonymous, no service, expert default by id")).toBe(total("buffer 0, anonymous, no service, expert default"));
  });

  it("counts an uneven run to its real end against the next booking's buffer", async () => {
    // Day 4: 09:00-09:30, 09:30-10:30, 10:30-11:00, 11:00-11:30, 11:30-12:00 free, 12:00-12:30 booked.
    // A 45-minute service from 10:30 takes the run to 11:30; from 11:00, to 12:00.
    const date = localDate(tenant, 4);
    const day = async (bufferMinutes: number) => {
      await setPolicy({ bufferMinutes, minNoticeMinutes: 0 });
      const summary = await get("/days", { from: date, to: date, serviceId: services[2]!.id });
      const times = await get("/times", { date, serviceId: services[2]!.id });
      return [
        summary.days[0]?.starts ?? 0,
        times.slots.map((slot: { startTime: string }) => slot.startTime).filter((s: string) => s < "12:00"),
      ];
    };
    // Buffer 30: 10:30 (its run ends 11:30, 30 minutes before the booking) stays; 11:00 does not.
    expect(await day(30)).toEqual([expect.any(Number), ["09:00", "09:30", "10:30"]]);
    expect(await day(31)).toEqual([expect.any(Number), ["09:00", "09:30"]]);
    for (const buffer of [0, 29, 30, 31, 60, 90, 150]) {
      const [starts, before] = await day(buffer);
      const times = await get("/times", { date, serviceId: services[2]!.id });
      expect(starts, `buffer ${buffer}`).toBe(times.slots.length);
      expect(before).toEqual(times.slots.map((slot: { startTime: string }) => slot.startTime).filter((s: string) => s < "12:00"));
    }
  });
});
