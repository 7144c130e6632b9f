// The "telegram-notify" queue's handler (jobs written by @booking/core's recordBookingEvent and
// disableBrokenTenantBot). Each job reads the booking as it is now and sends nothing when a later
// change made it stale; a reminder also checks that the booking is still on, at the start it was
// scheduled for, and not begun. Every message is one `run.once` step ("send:<userId>"), so a job
// retried after a failure or recovered after a crash sends only what it had not sent yet. A current
// booking event also queues the emails of those without Telegram (@booking/core queueBookingEmails).
import type { Job } from "@booking/db";
import {
  findBookingMessageDetails, isReminded, LeaseLostError, queueBookingEmails, TELEGRAM_NOTIFY_QUEUE, telegramRecipient, tenantStaffRecipients,
  type BookingEventJob, type BookingMessageDetails, type JobHandler, type JobRun, type ReminderJob, type TelegramJob,
  type BookingLimitReachedJob, type TelegramRecipient, type TenantBotBrokenJob,
} from "@booking/core";
import { errorSummary } from "../registry.ts";
import { bookingLimitReachedMessage, customerUpdateMessage, newBookingMessage, reminderMessage, tenantBotBrokenMessage, type OutgoingMessage } from "./messages.ts";
import { deliver, type SenderDeps } from "./sender.ts";

/** Handlers for a JobWorker; `clock` lets tests drive time (with worker.runDue(now)). */
export function telegramJobHandlers(deps: SenderDeps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return { [TELEGRAM_NOTIFY_QUEUE]: (job, run) => handleTelegramJob(deps, job, run, clock()) };
}

/** Sends to each recipient once across attempts; one failing does not hold up the others, and the job is retried for it. */
async function sendToEach(
  deps: SenderDeps, run: JobRun, tenantId: string | null, recipients: TelegramRecipient[],
  render: (recipient: TelegramRecipient) => OutgoingMessage | null, now: Date,
): Promise<void> {
  let failure: unknown;
  for (const recipient of recipients) {
    const message = render(recipient);
    if (!message) continue;
    try {
      await run.once(`send:${recipient.userId}`, () => deliver(deps, tenantId, recipient, message, now));
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      deps.log.warn({ userId: recipient.userId, err: errorSummary(error) }, "telegram message failed, retried with the job");
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

async function handleTelegramJob(deps: SenderDeps, job: Job, run: JobRun, now: Date): Promise<void> {
  const payload = job.payload as TelegramJob;
  switch (payload.type) {
    case "booking-event":
      return sendBookingEvent(deps, run, job.id, payload, now);
    case "reminder":
      return sendReminder(deps, run, payload, now);
    case "tenant-bot-broken":
      return tellOwners(deps, run, payload, now);
    case "booking-limit-reached":
      return tellOwnersLimitReached(deps, run, payload, now);
  }
}

function isStale(event: BookingEventJob, booking: BookingMessageDetails): boolean {
  if (event.change === "created") return booking.status === "CANCELLED";
  // A later change has its own job, which says what is true now.
  if (event.change === "status") return booking.status !== event.status;
  return booking.startsAt.toISOString() !== event.startsAt || booking.status === "CANCELLED";
}

async function sendBookingEvent(deps: SenderDeps, run: JobRun, jobId: string, event: BookingEventJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(deps.dbs, event.tenantId, event.bookingId);
  if (!booking || isStale(event, booking)) return;
  // Those without Telegram hear of it by email (keyed by this job: a retry queues none twice).
  await queueBookingEmails(deps.dbs, deps.config, `booking-event:${jobId}`, event, booking, now);
  const everyone = event.change === "created"
    ? await tenantStaffRecipients(deps.dbs, event.tenantId)
    : [telegramRecipient(booking.customer)].filter((recipient) => recipient !== null);
  const recipients = event.recipientId ? everyone.filter((recipient) => recipient.userId === event.recipientId) : everyone;
  await sendToEach(deps, run, event.tenantId, recipients, (recipient) => event.change === "created"
    ? newBookingMessage(recipient.language, booking)
    : customerUpdateMessage(recipient.language, booking, event.change, deps.config.publicUrl), now);
}

async function sendReminder(deps: SenderDeps, run: JobRun, reminder: ReminderJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(deps.dbs, reminder.tenantId, reminder.bookingId);
  if (!booking || !isReminded(booking.status) || booking.startsAt.toISOString() !== reminder.startsAt || booking.startsAt <= now) return;
  const recipient = telegramRecipient(booking.customer);
  if (!recipient) return;
  const message = reminderMessage(recipient.language, booking, reminder.lead, deps.config.publicUrl);
  await run.once(`send:${recipient.userId}`, () => deliver(deps, reminder.tenantId, recipient, message, now));
}

async function tellOwnersLimitReached(deps: SenderDeps, run: JobRun, alert: BookingLimitReachedJob, now: Date): Promise<void> {
  const tenant = await deps.dbs.platform.tenant.findUnique({ where: { id: alert.tenantId }, select: { displayName: true, timeZone: true } });
  if (!tenant) return;
  const owners = await tenantStaffRecipients(deps.dbs, alert.tenantId, ["OWNER"]);
  const until = new Date(alert.monthEndsAt);
  await sendToEach(deps, run, null, owners, (owner) => bookingLimitReachedMessage(owner.language, tenant.displayName, alert.limit, until, tenant.timeZone), now);
}

async function tellOwners(deps: SenderDeps, run: JobRun, alert: TenantBotBrokenJob, now: Date): Promise<void> {
  const tenant = await deps.dbs.platform.tenant.findUnique({ where: { id: alert.tenantId }, select: { displayName: true } });
  if (!tenant) return;
  const owners = await tenantStaffRecipients(deps.dbs, alert.tenantId, ["OWNER"]);
  await sendToEach(deps, run, null, owners, (owner) => tenantBotBrokenMessage(owner.language, alert.botUsername, tenant.displayName), now);
}
