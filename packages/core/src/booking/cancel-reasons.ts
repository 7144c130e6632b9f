// Issue 15.10: the reasons the system writes on a cancelled booking. They are stored as these
// English texts (what the API has always answered, and what the status history keeps), and
// recognised again by code, so a screen shows them in its reader's language; a reason an
// administrator typed is theirs and matches no code.
export const CANCEL_REASON_CODES = ["CANCELLED_BY_ADMIN", "CANCELLED_BY_CUSTOMER", "PAYMENT_WINDOW_EXPIRED", "SLOT_DELETED"] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

export interface CancelReasonSlot {
  date: string;
  startTime: string;
  endTime: string;
}

export const CANCEL_REASONS = {
  CANCELLED_BY_ADMIN: "Cancelled by the administrator",
  CANCELLED_BY_CUSTOMER: "Cancelled by the customer",
  PAYMENT_WINDOW_EXPIRED: "Payment window expired",
  slotDeleted: (slot: CancelReasonSlot) => `The administrator deleted the slot ${slot.date} ${slot.startTime}-${slot.endTime}`,
} as const;

const SLOT_DELETED = /^The administrator deleted the slot (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The code of a system reason, with the slot it names; null for an administrator's own words. */
export function cancelReasonCode(reason: string | null): { code: CancelReasonCode; slot: CancelReasonSlot | null } | null {
  if (!reason) return null;
  for (const code of ["CANCELLED_BY_ADMIN", "CANCELLED_BY_CUSTOMER", "PAYMENT_WINDOW_EXPIRED"] as const) {
    if (reason === CANCEL_REASONS[code]) return { code, slot: null };
  }
  const deleted = SLOT_DELETED.exec(reason);
  return deleted ? { code: "SLOT_DELETED", slot: { date: deleted[1]!, startTime: deleted[2]!, endTime: deleted[3]! } } : null;
}
