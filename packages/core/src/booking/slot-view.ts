// Spec §3 Slot as the API speaks it: the tenant's local date and wall-clock times.
import { createSlotTimesFormatter } from "./slot-times.ts";

export interface SlotView {
  id: string;
  /** yyyy-MM-dd, the local date of the start. */
  date: string;
  /** HH:mm local. */
  startTime: string;
  /** HH:mm local; "24:00" for a slot ending at the next midnight. */
  endTime: string;
  isBooked: boolean;
}

/** Admins also see which booking holds a slot (to open it, or to know what a force delete cancels). */
export interface AdminSlotView extends SlotView {
  bookingId: string | null;
}

/** A day of the customer calendar: listed only when it has at least one start to offer. */
export interface AvailableDay {
  date: string;
  slots: SlotView[];
}

export interface StoredSlot {
  id: string;
  startsAt: Date;
  endsAt: Date;
  bookingId: string | null;
  /** Whom a live hold keeps it for (booking-sql.ts LIVE_HOLDER), where the read says. */
  heldFor?: string | null;
}

export function toAdminSlotViews(slots: readonly StoredSlot[], timeZone: string): AdminSlotView[] {
  const format = createSlotTimesFormatter(timeZone);
  return slots.map((slot) => ({
    id: slot.id,
    ...format(slot.startsAt, slot.endsAt),
    isBooked: slot.bookingId !== null,
    bookingId: slot.bookingId,
  }));
}

/** Slots (sorted by start) grouped by local date, in date order. */
export function groupByLocalDate(slots: readonly StoredSlot[], timeZone: string): AvailableDay[] {
  const format = createSlotTimesFormatter(timeZone);
  const days: AvailableDay[] = [];
  for (const slot of slots) {
    const view: SlotView = { id: slot.id, ...format(slot.startsAt, slot.endsAt), isBooked: slot.bookingId !== null };
    const day = days.at(-1);
    if (day?.date === view.date) day.slots.push(view);
    else days.push({ date: view.date, slots: [view] });
  }
  return days;
}
