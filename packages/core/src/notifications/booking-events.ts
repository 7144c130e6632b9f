// The booking engine's notification hook: each change of a booking (created, status, moved) calls
// recordBookingEvent inside its transaction, so the outbox job exists exactly when the change
// committed (never for a rolled-back one, never lost after a crash); the "telegram-notify" worker
// delivers it afterwards. A new booking is one statement that writes its job itself (bookingEventJob).
// Reminders follow the booking here too: scheduled when it becomes CONFIRMED or PAID, replaced when
// it moves, dropped when it is cancelled (their handler re-checks the booking anyway).
import { isLiveStatus } from "@booking/contracts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedTx } from "../booking/booking-transaction.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { BookingStatus } from "../booking/status.ts";
import { cancelQueuedJobs, enqueueJob } from "../jobs/queue.ts";
import {
  REMINDED_STATUSES,
  REMINDER_LEADS,
  reminderKey,
  TELEGRAM_NOTIFY_QUEUE,
  type BookingChangeKind,
  type BookingEventJob,
  type ReminderJob,
  type ReminderLead,
} from "./telegram-jobs.ts";

export interface BookingChange {
  kind: BookingChangeKind;
  tenantId: string;
  bookingId: string;
  /** The booking as the change leaves it. */
  status: BookingStatus;
  startsAt: Date;
  /** Who made the change (issue 25.4: staff are told when it was the customer themselves). */
  actorId?: string;
}

const LEADS = Object.entries(REMINDER_LEADS) as Array<[ReminderLead, number]>;

/** One booking's events run in the order they happened (the queue's order key): staff hear them in that order. */
export const bookingOrderKey = (bookingId: string) => `booking:${bookingId}`;

/** The notification job of a change, for a statement that writes it itself (a new booking). */
export function bookingEventJob(
  change: BookingChange,
  now: Date,
): { queue: string; payload: BookingEventJob; runAt: Date; orderKey: string } {
  return {
    queue: TELEGRAM_NOTIFY_QUEUE,
    orderKey: bookingOrderKey(change.bookingId),
    payload: {
      type: "booking-event",
      tenantId: change.tenantId,
      bookingId: change.bookingId,
      change: change.kind,
      status: change.status,
      startsAt: change.startsAt.toISOString(),
      ...(change.actorId ? { actorId: change.actorId } : {}),
    },
    runAt: now,
  };
}

/** `tx`: the change's transaction. */
export async function recordBookingEvent(tx: ScopedTx | ScopedDb, change: BookingChange, now = new Date()): Promise<void> {
  // The queue functions only touch `job`, which is not tenant-owned: the scoped client passes it through.
  const db = tx as unknown as PlatformDb;
  await enqueueJob(db, bookingEventJob(change, now));
  await syncReminders(db, change, now);
}

async function syncReminders(db: PlatformDb, change: BookingChange, now: Date): Promise<void> {
  const keys = LEADS.map(([lead]) => reminderKey(lead, change.bookingId));
  const reminded = REMINDED_STATUSES.includes(change.status);
  if (change.kind === "rescheduled") {
    // The new time gets reminders of its own, also when the old time's were already sent. One
    // being sent right now (RUNNING) stays: it sees the new start and sends nothing.
    await db.job.deleteMany({ where: { uniqueKey: { in: keys }, status: { not: "RUNNING" } } });
  } else if (!isLiveStatus(change.status)) {
    // Only a cancellation drops them: a new (PENDING) booking has none, so booking costs no query here.
    await cancelQueuedJobs(db, keys);
  }
  if (!reminded) return;
  for (const [lead, leadMs] of LEADS) {
    const runAt = new Date(change.startsAt.getTime() - leadMs);
    // Confirmed less than 24 hours ahead: the 24-hour reminder would come late, so only the 2-hour one goes.
    if (runAt <= now) continue;
    const payload: ReminderJob = {
      type: "reminder",
      tenantId: change.tenantId,
      bookingId: change.bookingId,
      lead,
      startsAt: change.startsAt.toISOString(),
    };
    // CONFIRMED → PAID finds them queued already: the unique key keeps one of each.
    await enqueueJob(db, { queue: TELEGRAM_NOTIFY_QUEUE, payload, runAt, uniqueKey: reminderKey(lead, change.bookingId) });
  }
}
