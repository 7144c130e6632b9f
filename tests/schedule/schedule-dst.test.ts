// Issue 15.3 proofs (PGlite and PostgreSQL): the schedule laid out across DST changes
// (Europe/Berlin) and after the tenant's time zone changes never overlaps a slot and never moves
// or frees booked time. Core calls with an injected clock, on the shared test database.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db, Tenant } from "@booking/db";
import { applyExpertSchedule, saveExpertSchedule, scopedDb, toLocalSlotTimes } from "@booking/core";
import type { WeeklyHours } from "@booking/contracts";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, defaultExpert } from "../support/booking-fixtures.ts";
import { expectNoOverlaps } from "./schedule-support.ts";

let db: Db;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

const everyDay = (start: string, end: string): WeeklyHours => Array.from({ length: 7 }, () => ({ start, end, breaks: [] }));
const weekdays = (start: string, end: string): WeeklyHours => [...everyDay(start, end).slice(0, 5), null, null];

async function localTimes(tenant: Tenant, date: string) {
  const slots = await db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } });
  return slots
    .map((slot) => ({ slot, ...toLocalSlotTimes(slot.startsAt, slot.endsAt, tenant.timeZone) }))
    .filter((slot) => slot.date === date);
}

describe("schedule across DST (Europe/Berlin)", () => {
  it("spring forward: 02:00-03:00 does not exist and gets no slot; every slot is 30 real minutes, none overlaps", async () => {
    const tenant = await createTenant(db, { timeZone: "Europe/Berlin" });
    const now = new Date("2027-03-20T10:00:00Z");
    await saveExpertSchedule(scopedDb(db, tenant.id), tenant, { weekly: everyDay("01:00", "04:00"), overrides: [] }, now);
    expect((await localTimes(tenant, "2027-03-27")).map((s) => s.startTime)).toEqual([
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
    ]);
    const changeDay = await localTimes(tenant, "2027-03-28");
    expect(changeDay.map((s) => s.startTime)).toEqual(["01:00", "01:30", "03:00", "03:30"]);
    expect(changeDay.every(({ slot }) => slot.endsAt.getTime() - slot.startsAt.getTime() === 30 * 60_000)).toBe(true);
    await expectNoOverlaps(db, tenant.id);
  });

  it("fall back: the repeated hour gets its slots once; booked time across the change stays put when the schedule changes", async () => {
    const tenant = await createTenant(db, { timeZone: "Europe/Berlin" });
    const now = new Date("2027-10-20T10:00:00Z");
    const scoped = scopedDb(db, tenant.id);
    await saveExpertSchedule(scoped, tenant, { weekly: everyDay("01:00", "04:00"), overrides: [] }, now);
    const changeDay = await localTimes(tenant, "2027-10-31");
    expect(changeDay.map((s) => s.startTime)).toEqual(["01:00", "01:30", "02:00", "02:30", "03:00", "03:30"]);
    // 02:30 (first pass, CEST) ends where the repeated hour begins; 03:00 CET is an hour of real time later.
    expect(changeDay.map(({ slot }) => slot.startsAt.toISOString().slice(11, 16))).toEqual([
      "23:00",
      "23:30",
      "00:00",
      "00:30",
      "02:00",
      "02:30",
    ]);
    await expectNoOverlaps(db, tenant.id);

    // Book 02:30 and 03:00 on the change day, then move the hours by half an hour.
    const held = [changeDay[3]!.slot, changeDay[4]!.slot];
    const booking = await createBookingRow(db, {
      tenant,
      user: await createUser(db, { tenant }),
      service: await createService(db, tenant),
      slots: [held[0]!],
    });
    const second = await createBookingRow(db, {
      tenant,
      user: await createUser(db, { tenant }),
      service: await createService(db, tenant),
      slots: [held[1]!],
    });
    const result = await saveExpertSchedule(scoped, tenant, { weekly: everyDay("01:30", "03:00"), overrides: [] }, now);
    expect(result.result.removed).toBeGreaterThan(0);
    for (const [slot, owner] of [
      [held[0]!, booking.id],
      [held[1]!, second.id],
    ] as const) {
      expect(await db.slot.findUniqueOrThrow({ where: { id: slot.id } })).toMatchObject({
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        bookingId: owner,
      });
    }
    expect((await localTimes(tenant, "2027-10-31")).map((s) => s.startTime)).toEqual(["01:30", "02:00", "02:30", "03:00"]);
    await expectNoOverlaps(db, tenant.id);
  });
});

describe("schedule after a tenant time-zone change", () => {
  it("lays the hours out in the new zone, skips times that overlap booked slots, never moves or frees them", async () => {
    const tenant = await createTenant(db, { timeZone: "Europe/Berlin" });
    const now = new Date("2027-01-11T06:00:00Z");
    const scoped = scopedDb(db, tenant.id);
    await saveExpertSchedule(scoped, tenant, { weekly: weekdays("09:00", "18:00"), overrides: [] }, now);
    const monday = await localTimes(tenant, "2027-01-18");
    expect(monday.map((s) => s.startTime).slice(0, 2)).toEqual(["09:00", "09:30"]);
    const nine = monday[0]!.slot; // 08:00Z
    const booking = await createBookingRow(db, {
      tenant,
      user: await createUser(db, { tenant }),
      service: await createService(db, tenant),
      slots: [nine],
    });

    // Kathmandu is UTC+05:45: its half-hour grid is a quarter hour off Berlin's.
    const moved = await db.tenant.update({ where: { id: tenant.id }, data: { timeZone: "Asia/Kathmandu" } });
    // The rolling job's mode: it notices the zone changed and lays the whole window out again.
    const result = await applyExpertSchedule(scoped, moved, await defaultExpert(db, tenant), now, "roll");
    expect(result.removed).toBeGreaterThan(40 * 17);
    // 13:30 and 14:00 in Kathmandu (07:45Z-08:45Z) would overlap the booked 08:00Z-08:30Z: skipped, on that day only.
    expect(result.skipped).toBe(2);
    expect(await db.slot.findUniqueOrThrow({ where: { id: nine.id } })).toMatchObject({
      startsAt: nine.startsAt,
      endsAt: nine.endsAt,
      bookingId: booking.id,
    });
    const day = await localTimes(moved, "2027-01-18");
    const free = day.filter(({ slot }) => slot.bookingId === null).map((s) => s.startTime);
    expect(free).toHaveLength(18 - 2);
    expect(free.every((time) => time >= "09:00" && time <= "17:30" && /:(00|30)$/.test(time))).toBe(true);
    expect(free).not.toContain("13:30");
    expect(day.find(({ slot }) => slot.id === nine.id)?.startTime).toBe("13:45");
    await expectNoOverlaps(db, tenant.id);
    // Nothing left to do: a second pass keeps everything.
    expect(await applyExpertSchedule(scoped, moved, await defaultExpert(db, tenant), now, "roll")).toEqual({
      created: 0,
      removed: 0,
      kept: 0,
      skipped: 0,
      flagged: [],
    });
  });
});
