// The "telegram-notify" queue's handler (jobs written by @booking/core's recordBookingEvent and
// disableBrokenTenantBot). Each job reads the booking as it is now and sends nothing when a later
// change made it stale; a reminder also checks that the booking is still on, at the start it was
// scheduled for, and not begun. Every message is one `run.once` step ("send:<userId>"), so a job
// retried after a failure or recovered after a crash sends only what it had not sent yet. A current
// booking event also queues the emails of those without Telegram (@booking/core queueBookingEmails).
// Staff (owners, admins, the booking's expert) hear of new, paid, cancelled and moved bookings, each
// event once and in order, and their earlier new-booking message is edited ("edit:<userId>") so no
// stale Confirm / Cancel stays.
import type { Job } from "@booking/db";
import {
  bookingStaffRecipients,
  customerManage,
  queueReminderEmail,
  findBookingMessageDetails,
  findEndedWaitlistOffer,
  findWaitlistOffer,
  isReminded,
  LeaseLostError,
  queueBookingEmails,
  queueBookingLimitEmails,
  queueWaitlistEmail,
  recordStaffMessage,
  renewalStillDue,
  staffMessagesOf,
  subscriptionPageUrl,
  TELEGRAM_NOTIFY_QUEUE,
  telegramRecipient,
  tenantStaffRecipients,
  type RenewalInvoiceJob,
  type BookingEventJob,
  type BookingMessageDetails,
  type JobHandler,
  type JobRun,
  type ReminderJob,
  type TelegramJob,
  type BookingLimitReachedJob,
  type TelegramRecipient,
  type TenantBotBrokenJob,
  type WaitlistOfferEndedJob,
  type WaitlistOfferJob,
  type WaitlistOfferDetails,
} from "@booking/core";
import { isLiveStatus, WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import { errorSummary } from "../registry.ts";
import {
  bookingLimitReachedMessage,
  customerUpdateMessage,
  renewalInvoiceMessage,
  reminderMessage,
  staffEditedMessage,
  staffUpdateMessage,
  tenantBotBrokenMessage,
  waitlistOfferEndedMessage,
  waitlistOfferMessage,
  type OutgoingMessage,
} from "./messages.ts";
import { deliver, type OnSent, type SenderDeps } from "./sender.ts";
import { editStaffMessage } from "./staff-edits.ts";

/** Handlers for a JobWorker; `clock` lets tests drive time (with worker.runDue(now)). */
export function telegramJobHandlers(deps: SenderDeps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return { [TELEGRAM_NOTIFY_QUEUE]: (job, run) => handleTelegramJob(deps, job, run, clock()) };
}

/** Sends to each recipient once across attempts; one failing does not hold up the others, and the job is retried for it. */
async function sendToEach(
  deps: SenderDeps,
  run: JobRun,
  tenantId: string | null,
  recipients: TelegramRecipient[],
  render: (recipient: TelegramRecipient) => OutgoingMessage | null,
  now: Date,
  options: { step?: string; onSent?: (recipient: TelegramRecipient) => OnSent } = {},
): Promise<void> {
  let failure: unknown;
  for (const recipient of recipients) {
    const message = render(recipient);
    if (!message) continue;
    try {
      await run.once(`${options.step ?? "send"}:${recipient.userId}`, () =>
        deliver(deps, tenantId, recipient, message, now, options.onSent?.(recipient)),
      );
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      deps.log.warn({ userId: recipient.userId, err: errorSummary(error) }, "telegram message failed, retried with the job");
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

async function handleTelegramJob(deps: SenderDeps, job: Job, run: JobRun, now: Date): Promise<void> {
  const payload = job.payload as TelegramJob | WaitlistOfferJob | WaitlistOfferEndedJob;
  switch (payload.type) {
    case "booking-event":
      return sendBookingEvent(deps, run, job.id, payload, now);
    case "reminder":
      return sendReminder(deps, run, payload, now);
    case "tenant-bot-broken":
      return tellOwners(deps, run, payload, now);
    case "booking-limit-reached":
      return tellOwnersLimitReached(deps, run, job.id, payload, now);
    case "renewal-invoice":
      return tellOwnersRenewalDue(deps, run, payload, now);
    case "waitlist-offer":
      return sendToCustomer(deps, run, payload, await findWaitlistOffer(deps.dbs, payload, now), waitlistOfferMessage, now);
    case "waitlist-offer-ended":
      return sendToCustomer(deps, run, payload, await findEndedWaitlistOffer(deps.dbs, payload), waitlistOfferEndedMessage, now);
  }
}

type WaitlistRender = (
  language: TelegramRecipient["language"],
  offer: WaitlistOfferDetails,
  minutes: number,
  publicUrl: string,
) => OutgoingMessage;

/**
 * A waitlist offer (issue 18.3) with its Claim button, or the word that it ended unclaimed, once
 * per offer: to the customer's Telegram chat, or by email when Telegram cannot reach them (no
 * chat, blocked, no bot). One step, so a retry neither sends it twice nor emails someone Telegram
 * reached. `offer` null (no longer true: claimed, left, a later offer): nothing is sent.
 */
async function sendToCustomer(
  deps: SenderDeps,
  run: JobRun,
  job: WaitlistOfferJob | WaitlistOfferEndedJob,
  offer: WaitlistOfferDetails | null,
  render: WaitlistRender,
  now: Date,
): Promise<void> {
  if (!offer) return;
  const recipient = telegramRecipient(offer.customer);
  const step = job.type === "waitlist-offer" ? "offer" : "offer-ended";
  await run.once(`${step}:${offer.customer.id}`, async () => {
    const message = recipient && render(recipient.language, offer, WAITLIST_OFFER_MINUTES, deps.config.publicUrl);
    const sent = !!recipient && !!message && (await deliver(deps, job.tenantId, recipient, message, now)) === "sent";
    if (!sent) await queueWaitlistEmail(deps.dbs, deps.config, job.type, job, offer, now);
  });
}

function isStale(event: BookingEventJob, booking: BookingMessageDetails): boolean {
  if (event.change === "created") return !isLiveStatus(booking.status);
  // A later change has its own job, which says what is true now.
  if (event.change === "status") return booking.status !== event.status;
  return booking.startsAt.toISOString() !== event.startsAt || !isLiveStatus(booking.status);
}

/**
 * Customers hear what is still true (a stale event is dropped: its successor's job tells them).
 * Staff hear every event once, in order (issue 26.6): one booking's jobs share an order key, so
 * the queue runs them one after another, and a burst (booked and cancelled a second later) cannot
 * let the cancellation pass the new-booking message. Each job leaves the new-booking messages
 * showing the booking as it is now, so the last one leaves them in the final state.
 */
async function sendBookingEvent(deps: SenderDeps, run: JobRun, jobId: string, event: BookingEventJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(deps.dbs, event.tenantId, event.bookingId);
  if (!booking) return;
  const current = !isStale(event, booking);
  // Those without Telegram hear of it by email (keyed by this job: a retry queues none twice).
  if (current)
    await queueBookingEmails(
      deps.dbs,
      deps.config,
      `booking-event:${jobId}`,
      event,
      { ...booking, changedByCustomer: byCustomer(booking, event) },
      now,
    );
  const only = (recipients: TelegramRecipient[]) =>
    event.recipientId ? recipients.filter((recipient) => recipient.userId === event.recipientId) : recipients;
  const staff = only(await bookingStaffRecipients(deps.dbs, event.tenantId, booking.id, booking.customer.id));
  if (event.change === "created") {
    // As it is now: a booking cancelled meanwhile arrives without buttons, saying so.
    // Each message's id is kept (tenant-scoped) so its buttons can be edited when the booking changes.
    await sendToEach(deps, run, event.tenantId, staff, (recipient) => staffEditedMessage(recipient.language, booking), now, {
      onSent: (recipient) => (sent) =>
        recordStaffMessage(deps.dbs, event.tenantId, booking.id, { userId: recipient.userId, chatId: recipient.chatId, ...sent }),
    });
    return;
  }
  const change = event.change;
  if (current) {
    const customer = only([telegramRecipient(booking.customer)].filter((recipient) => recipient !== null));
    await sendToEach(
      deps,
      run,
      event.tenantId,
      customer,
      (recipient) =>
        customerUpdateMessage(recipient.language, booking, change, deps.config.publicUrl, customerManage(deps.config, booking, now)),
      now,
    );
  }
  await editStaffMessages(deps, run, event.tenantId, booking, staff, now);
  // What this event did (its status, its time), even when a later one changed the booking again.
  const happened = eventView(booking, event);
  await sendToEach(deps, run, event.tenantId, staff, (recipient) => staffUpdateMessage(recipient.language, happened, change), now, {
    step: "staff",
  });
}

/** The booking as the event left it: its status and its time then. */
function eventView(booking: BookingMessageDetails, event: BookingEventJob): BookingMessageDetails {
  const startsAt = new Date(event.startsAt);
  const endsAt = new Date(startsAt.getTime() + (booking.endsAt.getTime() - booking.startsAt.getTime()));
  return { ...booking, status: event.status, startsAt, endsAt, changedByCustomer: byCustomer(booking, event) };
}

/** The customer made this change themselves (issue 25.4). */
function byCustomer(booking: BookingMessageDetails, event: BookingEventJob): boolean {
  return event.change !== "created" && event.actorId !== undefined && event.actorId === booking.customer.id;
}

/** The earlier new-booking messages show what is true now (no stale Confirm / Cancel), once per job and message. */
async function editStaffMessages(
  deps: SenderDeps,
  run: JobRun,
  tenantId: string,
  booking: BookingMessageDetails,
  staff: TelegramRecipient[],
  now: Date,
): Promise<void> {
  const languages = new Map(staff.map((recipient) => [recipient.userId, recipient.language]));
  const messages = await staffMessagesOf(deps.dbs, tenantId, booking.id);
  for (const stored of messages) {
    const language = languages.get(stored.userId);
    // Jobs for one recipient are retries of another's message; a former member's message stays.
    if (!language) continue;
    await run.once(`edit:${stored.userId}`, () => editStaffMessage(deps, tenantId, stored, staffEditedMessage(language, booking), now));
  }
}

/**
 * A reminder goes by Telegram, else by email (issue 25.5: no chat, a blocked bot, no bot), once:
 * one step decides and sends, so a retry or a recovered job neither repeats the message nor
 * emails someone Telegram reached (the email itself is keyed by the reminder, too).
 */
async function sendReminder(deps: SenderDeps, run: JobRun, reminder: ReminderJob, now: Date): Promise<void> {
  const booking = await findBookingMessageDetails(deps.dbs, reminder.tenantId, reminder.bookingId);
  if (!booking || !isReminded(booking.status) || booking.startsAt.toISOString() !== reminder.startsAt || booking.startsAt <= now) return;
  const recipient = telegramRecipient(booking.customer);
  const manage = customerManage(deps.config, booking, now);
  await run.once(`send:${booking.customer.id}`, async () => {
    const message = recipient && reminderMessage(recipient.language, booking, reminder.lead, deps.config.publicUrl, manage);
    const sent = !!recipient && !!message && (await deliver(deps, reminder.tenantId, recipient, message, now)) === "sent";
    if (!sent) await queueReminderEmail(deps.dbs, deps.config, reminder, booking, now);
  });
}

async function tellOwnersLimitReached(
  deps: SenderDeps,
  run: JobRun,
  jobId: string,
  alert: BookingLimitReachedJob,
  now: Date,
): Promise<void> {
  const tenant = await deps.dbs.platform.tenant.findUnique({
    where: { id: alert.tenantId },
    select: { id: true, slug: true, displayName: true, timeZone: true },
  });
  if (!tenant) return;
  // Owners without Telegram hear it by email (keyed by this job: a retry queues none twice).
  await queueBookingLimitEmails(deps.dbs, deps.config, `booking-limit:${jobId}`, tenant, alert, now);
  const owners = await tenantStaffRecipients(deps.dbs, alert.tenantId, ["OWNER"]);
  const until = new Date(alert.monthEndsAt);
  await sendToEach(
    deps,
    run,
    null,
    owners,
    (owner) => bookingLimitReachedMessage(owner.language, tenant.displayName, alert.limit, until, tenant.timeZone),
    now,
  );
}

async function tellOwners(deps: SenderDeps, run: JobRun, alert: TenantBotBrokenJob, now: Date): Promise<void> {
  const tenant = await deps.dbs.platform.tenant.findUnique({ where: { id: alert.tenantId }, select: { displayName: true } });
  if (!tenant) return;
  const owners = await tenantStaffRecipients(deps.dbs, alert.tenantId, ["OWNER"]);
  await sendToEach(deps, run, null, owners, (owner) => tenantBotBrokenMessage(owner.language, alert.botUsername, tenant.displayName), now);
}

/** Through the platform bot, only while the renewal is still unpaid (paid in between: nothing to say). */
async function tellOwnersRenewalDue(deps: SenderDeps, run: JobRun, notice: RenewalInvoiceJob, now: Date): Promise<void> {
  const db = deps.dbs.tenant(notice.tenantId);
  const tenant = await db.$transaction((tx) => renewalStillDue(tx, notice.tenantId, notice.graceEndsAt, now));
  const payment =
    tenant && (await db.payment.findUnique({ where: { id: notice.paymentId }, select: { amountMinor: true, currency: true } }));
  if (!tenant || !payment) return;
  const owners = await tenantStaffRecipients(deps.dbs, notice.tenantId, ["OWNER"]);
  const facts = {
    pageName: tenant.displayName,
    plan: tenant.plan,
    ...payment,
    graceEndsAt: new Date(notice.graceEndsAt),
    timeZone: tenant.timeZone,
    payUrl: subscriptionPageUrl(deps.config.publicUrl, tenant.slug),
  };
  await sendToEach(deps, run, null, owners, (owner) => renewalInvoiceMessage(owner.language, notice.stage, facts), now);
}
