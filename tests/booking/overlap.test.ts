// Issue 12.1: two slots of one expert can never overlap, so two customers can never hold the same
// minutes. The reproduction (09:00-12:00, then 10:15-12:00 on the same day) on whichever
// engine the run uses (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { sqlStateOf } from "@booking/core";
import { failure } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlotAt, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { checkBookingInvariants, CLEAN_REPORT } from "../support/booking-invariants.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let service: Service;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  service = await createService(t.db, tenant, { durationMinutes: 30 });
});
afterAll(() => t.app.close());

const generate = (body: Record<string, unknown>) => api({ method: "POST", url: "/api/admin/availability", as: admin, body });
const starts = async (date: string) => {
  const res = await api({ url: `/api/admin/availability/slots?from=${date}&to=${date}`, as: admin });
  return (res.json() as { startTime: string; endTime: string }[]).map((slot) => `${slot.startTime}-${slot.endTime}`);
};
/** 30 minutes from `time` on the tenant's local `date` (Moscow is UTC+3 all year). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

describe("the issue's reproduction", () => {
  it("custom hours off the half-hour grid are refused with TIME_OFF_GRID and create nothing", async () => {
    const day = localDate(tenant, 3);
    expect((await generate({ dates: [day], startTime: "09:00", endTime: "12:00" })).json()).toEqual({ created: 6, skipped: 0 });
    const offGrid = await generate({ dates: [day], startTime: "10:15", endTime: "12:00" });
    expect([offGrid.statusCode, errorOf(offGrid)]).toEqual([400, "TIME_OFF_GRID"]);
    expect(offGrid.json()).toMatchObject({ field: "startTime" });
    const offGridEnd = await generate({ dates: [day], startTime: "12:00", endTime: "13:45" });
    expect([offGridEnd.statusCode, errorOf(offGridEnd)]).toEqual([400, "TIME_OFF_GRID"]);
    expect(await starts(day)).toEqual(["09:00-09:30", "09:30-10:00", "10:00-10:30", "10:30-11:00", "11:00-11:30", "11:30-12:00"]);
  });

  it("the database refuses a slot overlapping another of the same expert (10:00-10:30 vs 10:15-10:45), adjacent ones are fine", async () => {
    const day = localDate(tenant, 4);
    await createSlotAt(t.db, tenant, at(day, "10:00"));
    const overlap = await failure(() => createSlotAt(t.db, tenant, at(day, "10:15")));
    expect(sqlStateOf(overlap)).toBe("23P01");
    expect((overlap as Error).message).toContain("Slot_no_overlap");
    await createSlotAt(t.db, tenant, at(day, "10:30"));
    await createSlotAt(t.db, tenant, at(day, "09:30"));
    // So two customers can never hold 10:00-10:30 and 10:15-10:45: the second slot cannot exist.
    expect(await starts(day)).toEqual(["09:30-10:00", "10:00-10:30", "10:30-11:00"]);
  });

  it("another expert, or another tenant, may have the same time", async () => {
    const day = localDate(tenant, 5);
    await createSlotAt(t.db, tenant, at(day, "10:00"));
    const colleague = await t.db.expert.create({ data: { tenantId: tenant.id, name: "Colleague" } });
    await t.db.slot.create({ data: { tenantId: tenant.id, expertId: colleague.id, startsAt: at(day, "10:15"), endsAt: at(day, "10:45") } });
    const other = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    await createSlotAt(t.db, other, at(day, "10:15"));
    expect(await t.db.slot.count({ where: { startsAt: at(day, "10:15") } })).toBe(2);
  });
});

describe("generation around existing slots", () => {
  it("skips the times an existing (pre-grid) slot overlaps, answers created and skipped, and never overlaps", async () => {
    const day = localDate(tenant, 6);
    // A slot from before the grid rule (or written by hand), booked by a customer.
    const legacy = await createSlotAt(t.db, tenant, at(day, "10:15"));
    const customer = await createUser(t.db, { tenant });
    const booked = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: legacy.id } });
    expect(booked.statusCode).toBe(201);

    const res = await generate({ dates: [day], startTime: "09:00", endTime: "12:00" });
    expect([res.statusCode, res.json()]).toEqual([200, { created: 4, skipped: 2 }]);
    expect(await starts(day)).toEqual(["09:00-09:30", "09:30-10:00", "10:15-10:45", "11:00-11:30", "11:30-12:00"]);
    // Generating again: everything is there or overlapped, nothing is created, and the answer says so.
    expect((await generate({ dates: [day], startTime: "09:00", endTime: "12:00" })).json()).toEqual({ created: 0, skipped: 6 });
    expect(await checkBookingInvariants(t.url, tenant.id)).toEqual(CLEAN_REPORT);
  });

  it("all generated slots belong to the default expert and touch end to start", async () => {
    const day = localDate(tenant, 7);
    await createSlots(t.db, tenant, { dates: [day], startTime: "09:00", endTime: "10:00" });
    const expertId = await defaultExpert(t.db, tenant);
    expect((await generate({ dates: [day], startTime: "09:00", endTime: "11:00" })).json()).toEqual({ created: 2, skipped: 2 });
    const slots = await t.db.slot.findMany({
      where: { tenantId: tenant.id, startsAt: { gte: at(day, "00:00"), lt: at(day, "23:30") } },
      orderBy: { startsAt: "asc" },
    });
    expect(slots.every((slot) => slot.expertId === expertId)).toBe(true);
    expect(slots.slice(1).every((slot, i) => slot.startsAt.getTime() === slots[i]!.endsAt.getTime())).toBe(true);
  });
});
