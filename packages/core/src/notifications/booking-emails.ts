// Booking emails for people without Telegram (issue 16.5). The "telegram-notify" handler reads each
// booking event when it runs and, when the event is still current, calls queueBookingEmails: the
// customer without a reachable Telegram chat hears of their booking made, confirmed, paid,
// cancelled or moved, and staff without one (owners, admins and the booking's own expert, the same
// people the Telegram messages go to) of a booking made, cancelled, paid or moved. Each email
// is keyed by the event's job and the recipient, so a retried or recovered event queues none twice.
import type { User } from "@booking/db";
import { miniAppUrl } from "@booking/telegram";
import type { AppConfig } from "../config.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { BookingStatus } from "../booking/status.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { subscriptionPageUrl } from "../billing/renewal-notices.ts";
import type { CustomerBookingEvent, MailBooking, StaffBookingEvent } from "../mail/templates.ts";
import { bookingStaffMembers, supportedLanguage, telegramRecipient, type BookingMessageDetails } from "./recipients.ts";
import { customerManage } from "./customer-manage.ts";
import type { BookingEventJob } from "./telegram-jobs.ts";

const STATUS_EVENTS: Partial<Record<BookingStatus, "confirmed" | "paid" | "cancelled">> = {
  CONFIRMED: "confirmed",
  PAID: "paid",
  CANCELLED: "cancelled",
};

function customerEvent(event: BookingEventJob, status: BookingStatus): CustomerBookingEvent | null {
  if (event.change === "created") return "created";
  if (event.change === "rescheduled") return "rescheduled";
  return STATUS_EVENTS[status] ?? null;
}

/** Staff confirm bookings themselves: they hear of what others did. */
function staffEvent(event: BookingEventJob, status: BookingStatus): StaffBookingEvent | null {
  const kind = customerEvent(event, status);
  return kind === "confirmed" ? null : kind;
}

/** An address to write to, and no Telegram chat that already tells them. */
function emailOnly(user: User): user is User & { email: string } {
  return !!user.email && !user.emailBouncedAt && (telegramRecipient(user) === null || user.telegramUnreachable);
}

/** Queues the event's emails; returns how many were queued now (0 for a repeat). */
export async function queueBookingEmails(
  dbs: Databases,
  config: Pick<AppConfig, "publicUrl" | "appSecret">,
  eventKey: string,
  event: BookingEventJob,
  booking: BookingMessageDetails,
  now: Date,
): Promise<number> {
  // Jobs written for one recipient only are retries of older Telegram jobs: their emails went before.
  if (event.recipientId) return 0;
  const mail: Omit<MailBooking, "link"> = {
    business: booking.tenant.displayName,
    service: booking.serviceName,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: booking.tenant.timeZone,
    location: booking.location,
  };
  const db = dbs.platform;
  let queued = 0;
  const forCustomer = customerEvent(event, booking.status);
  if (forCustomer && emailOnly(booking.customer)) {
    // A live booking's email opens its own page (issue 25.4: the signed manage link); a cancelled one's, the list.
    const manage = customerManage(config, booking, now);
    const link = manage?.url ?? miniAppUrl(config.publicUrl, booking.tenant.slug, "/my-bookings");
    const selfService = manage ? { manage: true, cancelUntil: manage.cancelUntil, moveUntil: manage.moveUntil } : {};
    if (
      await enqueueEmail(
        db,
        {
          to: booking.customer.email,
          locale: supportedLanguage(booking.customer.language),
          key: `${eventKey}:${booking.customer.id}`,
          template: "booking-customer",
          data: { ...mail, ...selfService, link, event: forCustomer },
        },
        now,
      )
    )
      queued++;
  }
  const forStaff = staffEvent(event, booking.status);
  if (!forStaff) return queued;
  const staff = await bookingStaffMembers(dbs, event.tenantId, booking.id, booking.customer.id);
  // An expert's /admin is their own desk.
  const link = miniAppUrl(config.publicUrl, booking.tenant.slug, "/admin");
  for (const user of staff) {
    if (!emailOnly(user)) continue;
    if (
      await enqueueEmail(
        db,
        {
          to: user.email,
          locale: supportedLanguage(user.language),
          key: `${eventKey}:${user.id}`,
          template: "booking-staff",
          data: {
            ...mail,
            link,
            event: forStaff,
            customer: booking.customerName,
            phone: booking.customer.phone,
            byCustomer: booking.changedByCustomer,
          },
        },
        now,
      )
    )
      queued++;
  }
  return queued;
}

const LOCALES = { ru: "ru-RU", en: "en-US" } as const;

/**
 * The month's bookings are used up (issue 15.7): owners without a reachable Telegram chat hear it
 * by email, as the others do from the platform bot. Keyed by the alert's job, so a retried alert
 * queues none twice; returns how many were queued now.
 */
export async function queueBookingLimitEmails(
  dbs: Databases,
  config: Pick<AppConfig, "publicUrl">,
  eventKey: string,
  tenant: { id: string; slug: string; displayName: string; timeZone: string },
  alert: { limit: number; monthEndsAt: string },
  now: Date,
): Promise<number> {
  const owners = await dbs.tenant(tenant.id).membership.findMany({ where: { role: "OWNER" }, include: { user: true } });
  const link = subscriptionPageUrl(config.publicUrl, tenant.slug);
  let queued = 0;
  for (const { user } of owners) {
    if (!emailOnly(user)) continue;
    const locale = supportedLanguage(user.language);
    const until = new Intl.DateTimeFormat(LOCALES[locale], { day: "numeric", month: "long", timeZone: tenant.timeZone }).format(
      new Date(alert.monthEndsAt),
    );
    if (
      await enqueueEmail(
        dbs.platform,
        {
          to: user.email,
          locale,
          key: `${eventKey}:${user.id}`,
          template: "booking-limit",
          data: { business: tenant.displayName, limit: alert.limit, until, link },
        },
        now,
      )
    )
      queued++;
  }
  return queued;
}
