// The durable outbox of Telegram messages: jobs on the "telegram-notify" queue (packages/core/src/jobs).
// A job names what happened, not the text: the sender reads the booking when it runs, renders in
// each recipient's language, and drops the message if a later change made it stale. The payloads
// are type aliases, not interfaces: Prisma's JSON input needs their implicit index signature.
import { CONFIRMED_VISIT_STATUSES } from "@booking/contracts";
import type { BookingStatus } from "../booking/status.ts";

export const TELEGRAM_NOTIFY_QUEUE = "telegram-notify";

/** What happened to a booking: made, moved to another status, or moved to another time. */
export type BookingChangeKind = "created" | "status" | "rescheduled";

export type BookingEventJob = {
  type: "booking-event";
  tenantId: string;
  bookingId: string;
  change: BookingChangeKind;
  /** The booking right after the change (ISO instant for startsAt). */
  status: BookingStatus;
  startsAt: string;
  /** Who made the change (absent for a new booking and for jobs queued before issue 25.4). */
  actorId?: string;
  /** Only this user (jobs queued before retries skipped the recipients already sent to). */
  recipientId?: string;
};

export type ReminderJob = {
  type: "reminder";
  tenantId: string;
  bookingId: string;
  lead: ReminderLead;
  /** The start the reminder was scheduled for: a moved booking's old reminders do nothing. */
  startsAt: string;
};

/** The tenant's own bot lost its token (401): its owner hears it through the platform bot. */
export type TenantBotBrokenJob = {
  type: "tenant-bot-broken";
  tenantId: string;
  botUsername: string | null;
};

/** The booking that used up the plan's bookings of the month (issue 15.7): the owner hears it once a month. */
export type BookingLimitReachedJob = {
  type: "booking-limit-reached";
  tenantId: string;
  plan: string;
  limit: number;
  /** When bookings open again (the tenant's next local month, ISO instant). */
  monthEndsAt: string;
};

/**
 * A renewal invoice waits (issue 15.6): the owner hears it through the platform bot when it opens
 * and again shortly before the grace days end. The sender drops it once the invoice is settled.
 */
export type RenewalInvoiceJob = {
  type: "renewal-invoice";
  tenantId: string;
  paymentId: string;
  stage: "opened" | "grace-ending";
  /** The end of the grace days (ISO instant): a message for an older grace period says nothing. */
  graceEndsAt: string;
};

export type TelegramJob = BookingEventJob | ReminderJob | TenantBotBrokenJob | BookingLimitReachedJob | RenewalInvoiceJob;

/** Reminders go out this long before a confirmed (or paid) appointment: real elapsed time, so DST cannot shift them. */
export const REMINDER_LEADS = { "24h": 24 * 3_600_000, "2h": 2 * 3_600_000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

/** Statuses whose appointment is on: they get reminders. PAID counts, it is a confirmed visit that is paid. */
export const REMINDED_STATUSES: readonly BookingStatus[] = CONFIRMED_VISIT_STATUSES;

export function reminderKey(lead: ReminderLead, bookingId: string): string {
  return `reminder:${lead}:${bookingId}`;
}
