// Spec §2 manage mode / §9: the slots are shown 30 days at a time, moving in steps of 30 days, and
// grouped by date in time order.
import { MANAGE_NAV_STEP_DAYS } from "@booking/contracts/constants";
import { addDays } from "../../booking/calendar.ts";
import type { AdminSlot } from "../admin-types.ts";

export interface ManageRange {
  from: string;
  to: string;
}

export function manageRange(from: string): ManageRange {
  return { from, to: addDays(from, MANAGE_NAV_STEP_DAYS - 1) };
}

export function shiftManageRange(range: ManageRange, steps: number): ManageRange {
  return manageRange(addDays(range.from, steps * MANAGE_NAV_STEP_DAYS));
}

export interface SlotDay {
  date: string;
  slots: AdminSlot[];
  unbooked: number;
}

export function groupSlotsByDate(slots: readonly AdminSlot[]): SlotDay[] {
  const days = new Map<string, AdminSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, daySlots]) => ({
      date,
      slots: [...daySlots].sort((a, b) => a.startTime.localeCompare(b.startTime)),
      unbooked: daySlots.filter((slot) => !slot.isBooked).length,
    }));
}
