// Experts as the unit of availability (ARCHITECTURE.md, Team and experts, issue 16 foundation): every tenant has one
// default expert, the API's slots and bookings are its, and the database keeps an expert inside
// its tenant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { sqlStateOf } from "@booking/core";
import { failure } from "../support/db.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([createTenant(t.db), createTenant(t.db)]);
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
});
afterAll(() => t.app.close());

describe("default expert", () => {
  it("exists for every new tenant, one, named after it", async () => {
    const experts = await t.db.expert.findMany({ where: { tenantId: tenant.id } });
    expect(experts).toEqual([expect.objectContaining({ isDefault: true, name: tenant.displayName })]);
    // The bulk path (the `default` tenant is created with createMany) gets one too.
    const slug = `bulk-${tenant.slug}`;
    await t.db.tenant.createMany({ data: [{ slug, displayName: "Bulk" }] });
    const bulk = await t.db.tenant.findUniqueOrThrow({ where: { slug }, include: { experts: true } });
    expect(bulk.experts.map((expert) => expert.isDefault)).toEqual([true]);
  });

  it("is unique per tenant: a second default is refused, further experts are not", async () => {
    const error = await failure(() => t.db.expert.create({ data: { tenantId: tenant.id, name: "Second", isDefault: true } }));
    expect(sqlStateOf(error)).toBe("23505");
    await t.db.expert.create({ data: { tenantId: tenant.id, name: "Colleague" } });
    expect(await t.db.expert.count({ where: { tenantId: tenant.id, isDefault: true } })).toBe(1);
  });

  it("owns the slots the admin generates and the bookings made on them", async () => {
    const day = localDate(tenant, 5);
    const generated = await api({
      method: "POST",
      url: "/api/admin/availability",
      as: admin,
      body: { dates: [day], startTime: "10:00", endTime: "11:00" },
    });
    expect(generated.json()).toEqual({ created: 2, skipped: 0 });
    const expertId = await defaultExpert(t.db, tenant);
    const slots = await t.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } });
    expect(slots.map((slot) => slot.expertId)).toEqual([expertId, expertId]);

    const service = await createService(t.db, tenant, { durationMinutes: 60 });
    const booked = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slots[0]!.id } });
    expect(booked.statusCode).toBe(201);
    const booking = await t.db.booking.findUniqueOrThrow({ where: { id: (booked.json() as { id: string }).id } });
    expect(booking.expertId).toBe(expertId);
  });
});

describe("a booking is one expert's time", () => {
  it("never holds or offers another expert's slot, even one right after its start", async () => {
    const day = localDate(tenant, 9);
    const own = await createSlots(t.db, tenant, { dates: [day], startTime: "10:00", endTime: "10:30" });
    const colleague = await t.db.expert.create({ data: { tenantId: tenant.id, name: "Next door" } });
    const next = own[0]!.endsAt;
    await t.db.slot.create({
      data: { tenantId: tenant.id, expertId: colleague.id, startsAt: next, endsAt: new Date(next.getTime() + 1_800_000) },
    });
    // The customer calendar is the default expert's: the colleague's 10:30 is not offered.
    const calendar = await api({ url: `/api/bookings/available?from=${day}&to=${day}`, as: customer });
    expect((calendar.json() as { days: { slots: { id: string }[] }[] }).days.flatMap((d) => d.slots.map((slot) => slot.id))).toEqual([
      own[0]!.id,
    ]);
    const hour = await createService(t.db, tenant, { durationMinutes: 60 });
    const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: hour.id, slotId: own[0]!.id } });
    expect([res.statusCode, errorOf(res)]).toEqual([409, "SERVICE_DOES_NOT_FIT"]);
    expect(await t.db.slot.count({ where: { tenantId: tenant.id, startsAt: { gte: own[0]!.startsAt }, bookingId: { not: null } } })).toBe(
      0,
    );
  });
});

describe("an expert stays inside its tenant", () => {
  it("a slot or a booking naming another tenant's expert is refused by the foreign key", async () => {
    const foreignExpert = await defaultExpert(t.db, other);
    const startsAt = new Date(`${localDate(tenant, 7)}T10:00:00Z`);
    const slot = await failure(() =>
      t.db.slot.create({
        data: { tenantId: tenant.id, expertId: foreignExpert, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) },
      }),
    );
    expect(sqlStateOf(slot)).toBe("23503");

    const service = await createService(t.db, tenant);
    const booking = await failure(() =>
      t.db.booking.create({
        data: {
          tenantId: tenant.id,
          expertId: foreignExpert,
          userId: customer.id,
          serviceId: service.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 1_800_000),
          priceMinor: 0,
          currency: "USD",
        },
      }),
    );
    expect(sqlStateOf(booking)).toBe("23503");
  });
});
