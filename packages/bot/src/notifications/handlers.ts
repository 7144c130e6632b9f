// The "telegram-notify" queue's handler (jobs written by @booking/core's recordBookingEvent and
// disableBrokenTenantBot). Each job reads the booking as it is now and sends nothing when a later
// change made it stale, so a job that runs late or twice does no harm; a reminder also checks that
// the booking is still on, at the start it was scheduled for, and not begun.
import type { Job } from "@booking/db";
import {
  databases, enqueueJob, findBookingMessageDetails, isReminded, TELEGRAM_NOTIFY_QUEUE, telegramRecipient, tenantStaffRecipients,
  type BookingEventJob, type BookingMessageDetails, type JobHandler, type ReminderJob, type TelegramJob,
  type TelegramRecipient, type TenantBotBrokenJob,
} from "@booking/core";
import { errorSummary } from "../registry.ts";
import { customerUpdateMessage, newBookingMessage, reminderMessage, tenantBotBrokenMessage, type OutgoingMessage } from "./messages.ts";
import { deliver, type SenderDeps } from "./sender.ts";

/** Handlers for a JobWorker; `clock` lets tests drive time (with worker.runDue(now)). */
export function telegramJobHandlers(deps: SenderDeps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return { [TELEGRAM_NOTIFY_QUEUE]: (job) => handleTelegramJob(deps, job, clock()) };
}

async function handleTelegramJob(deps: SenderDeps, job: Job, now: Date): Promise<void> {
  const payload = job.payload as TelegramJob;
  switch (payload.type) {
    case "booking-event":
      return sendBookingEvent(deps, job, payload, now);
    case "reminder":
      return sendReminder(deps, payload, now);
    case "tenant-bot-broken":
      return tellOwners(deps, payload, now);
  }
}

function isStale(event: BookingEventJob, booking: BookingMessageDetails): boolean {
  if (event.change === "created") return booking.status === "CANCELLED";
  // A later change has its own job, which says what is true now.
  if (event.change === "status") return booking.status !== event.status;
  return booking.startsAt.toISOString() !== event.startsAt || booking.status === "CANCELLED";
}

async function sendBookingEvent(deps: SenderDeps, job: Job, event: BookingEventJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(databases(deps.db), event.tenantId, event.bookingId);
  if (!booking || isStale(event, booking)) return;
  const everyone = event.change === "created"
    ? await tenantStaffRecipients(databases(deps.db), event.tenantId)
    : [telegramRecipient(booking.customer)].filter((recipient) => recipient !== null);
  const recipients = event.recipientId ? everyone.filter((recipient) => recipient.userId === event.recipientId) : everyone;
  const render = (recipient: TelegramRecipient): OutgoingMessage | null => event.change === "created"
    ? newBookingMessage(recipient.language, booking)
    : customerUpdateMessage(recipient.language, booking, event.change, deps.config.publicUrl);

  for (const recipient of recipients) {
    const message = render(recipient);
    if (!message) continue;
    try {
      await deliver(deps, event.tenantId, recipient, message, now);
    } catch (error) {
      if (recipients.length === 1) throw error;
      // The others must not get theirs twice: this recipient's message is retried as a job of its own.
      deps.log.warn({ jobId: job.id, userId: recipient.userId, err: errorSummary(error) }, "telegram message failed, retried separately");
      await enqueueJob(deps.db, {
        queue: TELEGRAM_NOTIFY_QUEUE, payload: { ...event, recipientId: recipient.userId }, runAt: now, uniqueKey: `${job.id}:${recipient.userId}`,
      });
    }
  }
}

async function sendReminder(deps: SenderDeps, reminder: ReminderJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(databases(deps.db), reminder.tenantId, reminder.bookingId);
  if (!booking || !isReminded(booking.status) || booking.startsAt.toISOString() !== reminder.startsAt || booking.startsAt <= now) return;
  const recipient = telegramRecipient(booking.customer);
  if (!recipient) return;
  await deliver(deps, reminder.tenantId, recipient, reminderMessage(recipient.language, booking, reminder.lead, deps.config.publicUrl), now);
}

async function tellOwners(deps: SenderDeps, alert: TenantBotBrokenJob, now: Date): Promise<void> {
  const tenant = await deps.db.tenant.findUnique({ where: { id: alert.tenantId }, select: { displayName: true } });
  if (!tenant) return;
  for (const owner of await tenantStaffRecipients(databases(deps.db), alert.tenantId, ["OWNER"])) {
    await deliver(deps, null, owner, tenantBotBrokenMessage(owner.language, alert.botUsername, tenant.displayName), now);
  }
}
