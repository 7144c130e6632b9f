// Who a booking message goes to, and what the sender needs to know about them.
import { type BookingLocation, type IntakeAnswer, LANGUAGES, type Language } from "@booking/contracts";
import type { Role, User } from "@booking/db";
import { tenantBranding } from "../account/branding.ts";
import type { Databases } from "../tenancy/databases.ts";
import { displayName } from "../booking/booking-view.ts";
import { bookingLocationOf } from "../booking/session-location.ts";
import { REMINDED_STATUSES } from "./telegram-jobs.ts";
import type { BookingStatus } from "../booking/status.ts";

export interface TelegramRecipient {
  userId: string;
  chatId: number;
  language: Language;
  /** The bot was blocked (403) before: nothing is sent until they write to a bot again. */
  unreachable: boolean;
}

export function supportedLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : "ru";
}

/** The user's private chat with the bots, when Telegram is linked. */
export function telegramRecipient(user: User): TelegramRecipient | null {
  const chat = user.telegramChatId ?? user.telegramId;
  if (chat === null) return null;
  return { userId: user.id, chatId: Number(chat), language: supportedLanguage(user.language), unreachable: user.telegramUnreachable };
}

const STAFF_ROLES: Role[] = ["OWNER", "ADMIN"];

/** The tenant's members with one of `roles` (default OWNER and ADMIN) who linked Telegram. */
export async function tenantStaffRecipients(dbs: Databases, tenantId: string, roles: Role[] = STAFF_ROLES): Promise<TelegramRecipient[]> {
  const members = await dbs.tenant(tenantId).membership.findMany({
    where: { role: { in: roles } },
    include: { user: true },
    orderBy: { createdAt: "asc" },
  });
  return members.map((member) => telegramRecipient(member.user)).filter((recipient) => recipient !== null);
}

/**
 * Who hears of a booking's changes (issues 15.9, 16.2): the tenant's owners and admins, and the
 * member whose expert the booking is with. The customer is never among them.
 */
export async function bookingStaffMembers(dbs: Databases, tenantId: string, bookingId: string, customerId: string): Promise<User[]> {
  const db = dbs.tenant(tenantId);
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { expert: { select: { userId: true } } } });
  const expertUserId = booking?.expert.userId ?? null;
  const members = await db.membership.findMany({
    where: { OR: [{ role: { in: STAFF_ROLES } }, ...(expertUserId ? [{ role: "EXPERT" as const, userId: expertUserId }] : [])] },
    include: { user: true },
    orderBy: { createdAt: "asc" },
  });
  return members.filter((member) => member.userId !== customerId).map((member) => member.user);
}

/** The booking's staff (bookingStaffMembers) who linked Telegram. */
export async function bookingStaffRecipients(
  dbs: Databases,
  tenantId: string,
  bookingId: string,
  customerId: string,
): Promise<TelegramRecipient[]> {
  const staff = await bookingStaffMembers(dbs, tenantId, bookingId, customerId);
  return staff.map(telegramRecipient).filter((recipient) => recipient !== null);
}

/** What a booking message says, read when the message goes out. */
export interface BookingMessageDetails {
  id: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  customer: User;
  customerName: string;
  /** Where the session happens (issue 31.2): for the customer's and the staff's messages only. */
  location: BookingLocation | null;
  /** Issue 25.4: the change being told (a cancel, a move) was the customer's own, online: staff are told so. */
  changedByCustomer: boolean;
  /** Issue 31.1: the customer's answers to the service's questions, as asked then (staff see them). */
  answers: IntakeAnswer[];
  tenant: {
    id: string;
    slug: string;
    displayName: string;
    timeZone: string;
    poweredBy: boolean;
    /** Self-service (issue 25.4): what the customer may still do online. */
    selfCancelHours: number | null;
    selfMoveHours: number | null;
  };
}

export async function findBookingMessageDetails(
  dbs: Databases,
  tenantId: string,
  bookingId: string,
): Promise<BookingMessageDetails | null> {
  const booking = await dbs.tenant(tenantId).booking.findUnique({
    where: { id: bookingId },
    include: {
      service: { select: { name: true } },
      user: true,
      tenant: {
        select: {
          id: true,
          slug: true,
          displayName: true,
          timeZone: true,
          plan: true,
          planExpiresAt: true,
          brandColor: true,
          selfCancelHours: true,
          selfMoveHours: true,
        },
      },
    },
  });
  if (!booking) return null;
  return {
    id: booking.id,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    serviceName: booking.service.name,
    customer: booking.user,
    customerName: displayName(booking.user),
    location: bookingLocationOf(booking),
    // Set from the event being told (its actor), by the handler.
    changedByCustomer: false,
    answers: (booking.intakeAnswers as IntakeAnswer[] | null) ?? [],
    tenant: { ...booking.tenant, poweredBy: tenantBranding(booking.tenant).poweredBy },
  };
}

export function isReminded(status: BookingStatus): boolean {
  return REMINDED_STATUSES.includes(status);
}
