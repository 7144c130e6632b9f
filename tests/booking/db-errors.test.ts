// The database's own conflict answers are recognised (so the engine can answer 409, not 500),
// and other database errors are not mistaken for them.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db, Tenant } from "@booking/db";
import { isConcurrencyConflict, mapConflicts, sqlStateOf } from "@booking/core";
import { failure, getTestDatabase } from "../support/db.ts";
import { createTenant } from "../support/fixtures.ts";
import { createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";

let db: Db;
let tenant: Tenant;
beforeAll(async () => {
  ({ db } = await getTestDatabase());
  tenant = await createTenant(db);
});

describe("database conflicts", () => {
  it("the CHECK Slot_booked_consistent (raw SQL) is a conflict, with its SQLSTATE", async () => {
    const [slot] = await createSlots(db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "10:30" });
    const error = await failure(() => db.$executeRaw`UPDATE "Slot" SET "isBooked" = true WHERE id = ${slot!.id}::uuid`);
    expect(sqlStateOf(error)).toBe("23514");
    expect(isConcurrencyConflict(error)).toBe(true);
    await expect(mapConflicts("SLOT_TAKEN", () => Promise.reject(error))).rejects.toMatchObject({ code: "SLOT_TAKEN", status: 409 });
  });

  it("a unique violation (model query) is a conflict", async () => {
    const [slot] = await createSlots(db, tenant, { dates: [localDate(tenant, 3)], startTime: "10:00", endTime: "10:30" });
    const error = await failure(() => createSlotAt(db, tenant, slot!.startsAt, slot!.endsAt));
    expect(isConcurrencyConflict(error)).toBe(true);
  });

  it("other database errors are not conflicts and pass through unchanged", async () => {
    const fk = await failure(
      () => db.$executeRaw`UPDATE "Slot" SET "isBooked" = true, "bookingId" = gen_random_uuid() WHERE "tenantId" = ${tenant.id}::uuid`,
    );
    expect(sqlStateOf(fk)).toBe("23503");
    expect(isConcurrencyConflict(fk)).toBe(false);
    await expect(mapConflicts("SLOT_TAKEN", () => Promise.reject(fk))).rejects.toBe(fk);
    expect(isConcurrencyConflict(new Error("boom"))).toBe(false);
  });
});
