// The 24 h and 2 h reminders of a customer Telegram cannot reach (issue 25.5: no chat, a blocked
// bot, no bot at all): the same reminder by email, in their language, with the booking's manage
// link and what they may still do online. Keyed by the reminder (lead, booking, start), so however
// often the reminder job runs (retries, restarts, two workers) one email is queued for it.
import type { Databases } from "../tenancy/databases.ts";
import type { AppConfig } from "../config.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { customerManage } from "./customer-manage.ts";
import { supportedLanguage, type BookingMessageDetails } from "./recipients.ts";
import type { ReminderJob } from "./telegram-jobs.ts";

/** Queues it; false when there is no address to write to, nothing left to remind of, or it was queued before. */
export async function queueReminderEmail(
  dbs: Databases,
  config: Pick<AppConfig, "publicUrl" | "appSecret">,
  reminder: ReminderJob,
  booking: BookingMessageDetails,
  now: Date,
): Promise<boolean> {
  const { customer } = booking;
  const manage = customerManage(config, booking, now);
  if (!customer.email || customer.emailBouncedAt || !manage) return false;
  return enqueueEmail(
    dbs.platform,
    {
      to: customer.email,
      locale: supportedLanguage(customer.language),
      key: `reminder:${reminder.lead}:${booking.id}:${reminder.startsAt}`,
      template: "booking-reminder",
      data: {
        business: booking.tenant.displayName,
        service: booking.serviceName,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        timeZone: booking.tenant.timeZone,
        link: manage.url,
        manage: true,
        cancelUntil: manage.cancelUntil,
        moveUntil: manage.moveUntil,
        lead: reminder.lead,
        location: booking.location,
      },
    },
    now,
  );
}
