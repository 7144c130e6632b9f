// The half-hour grid every slot lies on (issue 12.1): starts and ends at :00 and :30 of the
// tenant's wall clock, so slots of different generations line up instead of overlapping.
// Shared by the API's validation, the booking engine and the admin screen.
import { SLOT_MINUTES } from "./constants.ts";

/** Minutes since midnight of "HH:mm" ("24:00" is 1440); NaN when it is not that shape. */
export function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** Whether a wall-clock time may start or end slots. */
export function isOnSlotGrid(time: string): boolean {
  return clockMinutes(time) % SLOT_MINUTES === 0;
}
