// Issue 15.10: a cancelled booking's reason in the reader's language. A reason the system wrote
// comes with its code (and the slot it names) and is translated; one an administrator typed is
// shown as they wrote it.
import type { TFunction } from "i18next";
import { formatCalendarDate, formatClockRange } from "./format.ts";

export interface CancelReasonFields {
  cancelReason: string | null;
  cancelReasonCode: string | null;
  cancelReasonSlot: { date: string; startTime: string; endTime: string } | null;
}

export function cancelReasonText(t: TFunction, language: string, booking: CancelReasonFields): string | null {
  if (!booking.cancelReasonCode) return booking.cancelReason;
  const slot = booking.cancelReasonSlot;
  return t(
    `common.cancelReasons.${booking.cancelReasonCode}`,
    slot ? { date: formatCalendarDate(slot.date, language), time: formatClockRange(slot.startTime, slot.endTime, language) } : {},
  );
}
