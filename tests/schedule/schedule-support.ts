// Checks shared by the schedule suites.
import { expect } from "vitest";
import type { Db } from "@booking/db";

/** No two slots of one expert of the tenant overlap (the invariant Slot_no_overlap guards). */
export async function expectNoOverlaps(db: Db, tenantId: string): Promise<void> {
  const slots = await db.slot.findMany({ where: { tenantId }, orderBy: [{ expertId: "asc" }, { startsAt: "asc" }] });
  const overlaps = slots.filter((slot, i) => i > 0 && slots[i - 1]!.expertId === slot.expertId && slot.startsAt < slots[i - 1]!.endsAt);
  expect(overlaps).toEqual([]);
  expect(slots.every((slot) => slot.endsAt > slot.startsAt)).toBe(true);
}
