// Booking statuses, exactly spec §4 "Booking status" (ARCHITECTURE.md, Booking invariants: no other
// transitions). One table states everything a status means: who may move a booking where, whether
// it holds its slots, whether lists count it as upcoming, which filter it falls in, its badge tone
// and its label. Core enforces it (409 INVALID_STATUS_TRANSITION, BOOKING_NOT_CANCELLABLE), the
// client and the bot read it; SQL that must name statuses literally is compared with it by
// tests/booking/booking-status-table.test.ts. A new status: a row here, the enum migration, its texts.
// No zod: the browser reads it as is.

export const BOOKING_STATUSES = ["PENDING", "CONFIRMED", "PAID", "CANCELLED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Who moves a booking: staff (owner, admin, the booking's expert), its customer, or the system (an
 * online payment settling, an unpaid payment window closing, a deleted slot, a forgotten client).
 */
export type StatusActor = "staff" | "customer" | "system";
/** The badge's colour family (booking-status-badge.css, calendar-grid.css). */
export type StatusTone = "waiting" | "info" | "success" | "muted";
/** Spec §2 Confirmations tab: the filter a booking in this status is listed under besides "all". */
export type ConfirmationFilterOf = "pending" | "awaitingPayment" | null;

export interface BookingStatusRow {
  /**
   * Where each actor may move a booking from this status; setting the current status again is not
   * a transition. The customer's list is the spec's own rule; a tenant's self-service window
   * (contracts/self-service.ts) lets them cancel later statuses too.
   */
  readonly to: Readonly<Record<StatusActor, readonly BookingStatus[]>>;
  /** Its slots stay taken (false: entering the status frees them). */
  readonly holdsSlot: boolean;
  /** Counts as upcoming / live in lists, filters, counts and reminders. */
  readonly live: boolean;
  /**
   * Waits for staff's decision: the staff message keeps its Confirm/Cancel buttons, and it counts
   * toward the customer's open-request cap (the booking_pending_count trigger).
   */
  readonly awaitsDecision: boolean;
  readonly filter: ConfirmationFilterOf;
  readonly tone: StatusTone;
  /** The webhook event a change into this status sends (the booking_webhook_event trigger); null: none. */
  readonly webhookEvent: "booking.confirmed" | "booking.paid" | "booking.cancelled" | null;
  /** The client's label (packages/i18n, `myBookings.status`). */
  readonly textKey: `myBookings.status.${BookingStatus}`;
}

export const BOOKING_STATUS_TABLE: Readonly<Record<BookingStatus, BookingStatusRow>> = {
  PENDING: {
    to: { staff: ["CONFIRMED", "PAID", "CANCELLED"], customer: ["CANCELLED"], system: ["PAID", "CANCELLED"] },
    holdsSlot: true,
    live: true,
    awaitsDecision: true,
    filter: "pending",
    tone: "waiting",
    webhookEvent: null,
    textKey: "myBookings.status.PENDING",
  },
  CONFIRMED: {
    to: { staff: ["PAID", "CANCELLED"], customer: [], system: ["PAID", "CANCELLED"] },
    holdsSlot: true,
    live: true,
    awaitsDecision: false,
    filter: "awaitingPayment",
    tone: "info",
    webhookEvent: "booking.confirmed",
    textKey: "myBookings.status.CONFIRMED",
  },
  PAID: {
    to: { staff: ["CANCELLED"], customer: [], system: ["CANCELLED"] },
    holdsSlot: true,
    live: true,
    awaitsDecision: false,
    filter: null,
    tone: "success",
    webhookEvent: "booking.paid",
    textKey: "myBookings.status.PAID",
  },
  CANCELLED: {
    to: { staff: [], customer: [], system: [] },
    holdsSlot: false,
    live: false,
    awaitsDecision: false,
    filter: null,
    tone: "muted",
    webhookEvent: "booking.cancelled",
    textKey: "myBookings.status.CANCELLED",
  },
};

/** The status every new booking starts in (the booking statement's INSERT). */
export const INITIAL_BOOKING_STATUS: BookingStatus = "PENDING";

const statusesWhere = (test: (row: BookingStatusRow) => boolean): BookingStatus[] =>
  BOOKING_STATUSES.filter((status) => test(BOOKING_STATUS_TABLE[status]));

/** Statuses whose bookings are upcoming/live (every one but the closed ones), e.g. for `status: { in: ... }`. */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = statusesWhere((row) => row.live);
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = statusesWhere((row) => row.holdsSlot);
export const AWAITING_DECISION_STATUSES: readonly BookingStatus[] = statusesWhere((row) => row.awaitsDecision);
/** Closed (cancelled): what lists show under "past and cancelled" however far ahead it was. */
export const CLOSED_BOOKING_STATUSES: readonly BookingStatus[] = statusesWhere((row) => !row.live);
/** Live and decided: the appointment is on (it gets reminders, and counts as a visit once started). */
export const CONFIRMED_VISIT_STATUSES: readonly BookingStatus[] = statusesWhere((row) => row.live && !row.awaitsDecision);

export function isLiveStatus(status: BookingStatus): boolean {
  return BOOKING_STATUS_TABLE[status].live;
}

/** Waits for staff to confirm it (see BookingStatusRow.awaitsDecision). */
export function awaitsDecision(status: BookingStatus): boolean {
  return BOOKING_STATUS_TABLE[status].awaitsDecision;
}

export function canTransition(actor: StatusActor, from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_STATUS_TABLE[from].to[actor].includes(to);
}

/** The statuses an admin may move a booking to, e.g. to choose which action buttons to show. */
export function adminTransitionsFrom(from: BookingStatus): readonly BookingStatus[] {
  return BOOKING_STATUS_TABLE[from].to.staff;
}

export function canAdminTransition(from: BookingStatus, to: BookingStatus): boolean {
  return canTransition("staff", from, to);
}

/** A closed status: no actor may move a booking out of it. */
export function isFinalStatus(status: BookingStatus): boolean {
  return Object.values(BOOKING_STATUS_TABLE[status].to).every((targets) => targets.length === 0);
}

/** The status a cancel sets (the one live statuses reach that frees the slots). */
export const CANCELLED_STATUS: BookingStatus = "CANCELLED";

/** Spec §4: a customer can cancel only PENDING bookings; otherwise they contact the administrator. */
export function canCustomerCancel(status: BookingStatus): boolean {
  return canTransition("customer", status, CANCELLED_STATUS);
}

/** Whether moving a booking to `to` frees its slots; every other status, PENDING included, holds them. */
export function releasesSlots(to: BookingStatus): boolean {
  return !BOOKING_STATUS_TABLE[to].holdsSlot;
}

export function statusTone(status: BookingStatus): StatusTone {
  return BOOKING_STATUS_TABLE[status].tone;
}

export function statusTextKey(status: BookingStatus): BookingStatusRow["textKey"] {
  return BOOKING_STATUS_TABLE[status].textKey;
}
