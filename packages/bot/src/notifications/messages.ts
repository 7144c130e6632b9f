// The texts and buttons of booking messages, in the reader's language, with times in the tenant's
// zone. Pure: the handlers read the booking and pick the recipients.
import { awaitsDecision, isLiveStatus } from "@booking/contracts";
import { InlineKeyboard } from "grammy";
import {
  selfServiceFacts,
  type CustomerManage,
  fromMinorUnits,
  type BookingMessageDetails,
  type BookingStatus,
  type ReminderLead,
  type WaitlistOfferDetails,
} from "@booking/core";
import { describeLocation, type IntakeAnswer, labelIn } from "@booking/contracts";
import { miniAppUrl } from "@booking/telegram";
import { decisionData } from "../features/booking-decisions.ts";
import { claimData } from "../features/waitlist-claim.ts";
import { botTexts, type BookingFacts, type BotLanguage, type BotTexts } from "../texts.ts";
import { appointmentWhen } from "./when.ts";

export interface OutgoingMessage {
  text: string;
  keyboard?: InlineKeyboard;
}

function factsOf(language: BotLanguage, booking: BookingMessageDetails): BookingFacts {
  return {
    service: booking.serviceName,
    when: appointmentWhen(language, booking.startsAt, booking.endsAt, booking.tenant.timeZone),
    customer: booking.customerName,
    phone: booking.customer.phone,
  };
}

/**
 * The booking's own page (its signed manage link, issue 25.4) while it is live, else "My bookings"
 * in the tenant's mini app; above it, an online session's Join (issue 31.2) while it is still on.
 */
function myBookingsKeyboard(
  texts: BotTexts,
  booking: BookingMessageDetails,
  publicUrl: string,
  manage?: CustomerManage | null,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (booking.location?.kind === "online" && isLiveStatus(booking.status)) keyboard.url(texts.joinButton, booking.location.url).row();
  if (manage) return keyboard.webApp(texts.manageBooking, manage.url);
  return keyboard.webApp(texts.myBookings, miniAppUrl(publicUrl, booking.tenant.slug, "/my-bookings"));
}

/** The booking's facts with where it happens under them (issue 31.2), unless it is cancelled. */
function withWhere(texts: BotTexts, booking: BookingMessageDetails, text: string, reader: "customer" | "staff" = "customer"): string {
  if (!booking.location || !isLiveStatus(booking.status)) return text;
  const words = reader === "staff" ? { ...texts.where, phone: texts.wherePhoneForStaff } : texts.where;
  return `${text}\n${describeLocation(booking.location, words)}`;
}

/** What the customer may still do online (empty when nothing). */
function canDoText(language: BotLanguage, texts: BotTexts, booking: BookingMessageDetails, manage?: CustomerManage | null): string {
  return manage ? texts.selfService(selfServiceFacts(language, manage, booking.tenant.timeZone)) : "";
}

/** Telegram refuses a message over 4,096 characters; a long answer is cut, the desk has it whole. */
const MESSAGE_LIMIT = 4_000;
const ANSWER_LIMIT = 300;
const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** The customer's answers (issue 31.1) as "question: answer" lines under a heading; empty without answers. */
function answersText(language: BotLanguage, texts: BotTexts, answers: readonly IntakeAnswer[]): string {
  if (answers.length === 0) return "";
  const valueText = (value: IntakeAnswer["value"]) =>
    typeof value === "boolean" ? (value ? texts.answerYes : texts.answerNo) : typeof value === "string" ? value : labelIn(value, language);
  const lines = answers.map((answer) => `${labelIn(answer.label, language)}: ${cut(valueText(answer.value), ANSWER_LIMIT)}`);
  return `\n\n${texts.answersHeading}\n${lines.join("\n")}`;
}

/** To the tenant's admins; Confirm / Cancel while the booking still waits for that decision. */
export function newBookingMessage(language: BotLanguage, booking: BookingMessageDetails): OutgoingMessage {
  const texts = botTexts(language);
  // Where it happens (issue 31.2): the consultant joins an online session by the same link.
  const facts = withWhere(texts, booking, texts.newBooking(factsOf(language, booking)), "staff");
  const text = cut(facts + answersText(language, texts, booking.answers), MESSAGE_LIMIT);
  if (!awaitsDecision(booking.status)) return { text };
  const keyboard = new InlineKeyboard()
    .text(texts.confirmButton, decisionData("confirm", booking.id))
    .text(texts.cancelButton, decisionData("cancel", booking.id));
  return { text, keyboard };
}

const STAFF_STATUS_TEXTS: Partial<Record<BookingStatus, (texts: BotTexts) => (facts: BookingFacts) => string>> = {
  PAID: (texts) => texts.staffBookingPaid,
  CANCELLED: (texts) => texts.staffBookingCancelled,
};

/** To staff (issue 15.9): a booking was paid, cancelled or moved. Confirmations they make themselves: none. */
export function staffUpdateMessage(
  language: BotLanguage,
  booking: BookingMessageDetails,
  change: "status" | "rescheduled",
): OutgoingMessage | null {
  const texts = botTexts(language);
  const render = change === "rescheduled" ? texts.staffBookingRescheduled : STAFF_STATUS_TEXTS[booking.status]?.(texts);
  if (!render) return null;
  const text = render(factsOf(language, booking));
  return { text: booking.changedByCustomer ? `${text}\n${texts.changedByCustomer}` : text };
}

/** The earlier new-booking message as it reads now: the current time and status; buttons only while PENDING. */
export function staffEditedMessage(language: BotLanguage, booking: BookingMessageDetails): OutgoingMessage {
  const message = newBookingMessage(language, booking);
  if (awaitsDecision(booking.status)) return message;
  const texts = botTexts(language);
  return { text: `${message.text}\n\n${texts.bookingStatusNow(texts.statusNames[booking.status])}` };
}

/** FREE pages: the platform's small mark under messages to customers (issue 16.4). */
function withMark(texts: BotTexts, booking: BookingMessageDetails, text: string, publicUrl: string): string {
  return booking.tenant.poweredBy ? `${text}\n\n${texts.poweredBy(publicUrl)}` : text;
}

const STATUS_TEXTS: Partial<Record<BookingStatus, (texts: BotTexts) => (facts: BookingFacts) => string>> = {
  CONFIRMED: (texts) => texts.bookingConfirmed,
  PAID: (texts) => texts.bookingPaid,
  CANCELLED: (texts) => texts.bookingCancelled,
};

/**
 * To the customer: their booking was confirmed, paid, cancelled (`change: "status"`) or moved; with
 * `manage` (a live booking) the button opens the booking itself and the text says what they may
 * still do online.
 */
export function customerUpdateMessage(
  language: BotLanguage,
  booking: BookingMessageDetails,
  change: "status" | "rescheduled",
  publicUrl: string,
  manage?: CustomerManage | null,
): OutgoingMessage | null {
  const texts = botTexts(language);
  const render = change === "rescheduled" ? texts.bookingRescheduled : STATUS_TEXTS[booking.status]?.(texts);
  if (!render) return null;
  const canDo = canDoText(language, texts, booking, manage);
  const told = withWhere(texts, booking, render(factsOf(language, booking)));
  const text = canDo ? `${told}\n\n${canDo}` : told;
  return {
    text: withMark(texts, booking, text, publicUrl),
    keyboard: myBookingsKeyboard(texts, booking, publicUrl, manage),
  };
}

/**
 * 24 and 2 hours ahead, for CONFIRMED and PAID bookings. Under the spec's rule customers cannot
 * cancel those (only PENDING), so the message says to contact the administrator; when the business
 * lets them cancel or move online (issue 25.4) it says until when instead. The button opens the
 * booking's own page (its manage link).
 */
export function reminderMessage(
  language: BotLanguage,
  booking: BookingMessageDetails,
  lead: ReminderLead,
  publicUrl: string,
  manage?: CustomerManage | null,
): OutgoingMessage {
  const texts = botTexts(language);
  const reminder = lead === "24h" ? texts.reminder24h : texts.reminder2h;
  const canDo = canDoText(language, texts, booking, manage) || texts.cancelViaAdmin;
  return {
    text: withMark(texts, booking, `${withWhere(texts, booking, reminder(factsOf(language, booking)))}\n\n${canDo}`, publicUrl),
    keyboard: myBookingsKeyboard(texts, booking, publicUrl, manage),
  };
}

export function tenantBotBrokenMessage(language: BotLanguage, botUsername: string | null, pageName: string): OutgoingMessage {
  return { text: botTexts(language).ownerBotBroken(botUsername ? `@${botUsername}` : "—", pageName) };
}

/** The month's bookings are used up (issue 15.7); `until` is when they open again, in the tenant's zone. */
export function bookingLimitReachedMessage(
  language: BotLanguage,
  pageName: string,
  limit: number,
  until: Date,
  timeZone: string,
): OutgoingMessage {
  const date = new Intl.DateTimeFormat(language, { timeZone, day: "numeric", month: "long" }).format(until);
  return { text: botTexts(language).ownerBookingLimitReached(pageName, limit, date) };
}

export interface RenewalFacts {
  pageName: string;
  plan: string;
  amountMinor: number;
  currency: string;
  graceEndsAt: Date;
  timeZone: string;
  /** The account's subscription tab, which always offers Pay (an invoice link lasts only its payment window). */
  payUrl: string;
}

/** A renewal invoice waits (issue 15.6): when it opens, and again before the grace days end. */
export function renewalInvoiceMessage(language: BotLanguage, stage: "opened" | "grace-ending", facts: RenewalFacts): OutgoingMessage {
  const texts = botTexts(language);
  const amount = new Intl.NumberFormat(language, { style: "currency", currency: facts.currency }).format(fromMinorUnits(facts.amountMinor));
  const until = new Intl.DateTimeFormat(language, { timeZone: facts.timeZone, dateStyle: "long" }).format(facts.graceEndsAt);
  const render = stage === "opened" ? texts.ownerRenewalInvoice : texts.ownerRenewalGraceEnding;
  return { text: render(facts.pageName, facts.plan, amount, until), keyboard: new InlineKeyboard().webApp(texts.payRenewal, facts.payUrl) };
}

function offerFacts(language: BotLanguage, offer: WaitlistOfferDetails): BookingFacts {
  return {
    service: offer.serviceName,
    when: appointmentWhen(language, offer.startsAt, offer.endsAt, offer.tenant.timeZone),
    customer: "",
    phone: null,
  };
}

/** A waitlist offer (issue 18.3): the held time, how long it is held, Claim (books it) and the app. */
export function waitlistOfferMessage(
  language: BotLanguage,
  offer: WaitlistOfferDetails,
  minutes: number,
  publicUrl: string,
): OutgoingMessage {
  const texts = botTexts(language);
  const facts = offerFacts(language, offer);
  const keyboard = new InlineKeyboard()
    .text(texts.claimButton, claimData(offer.entryId, offer.tenant.id))
    .webApp(texts.myBookings, miniAppUrl(publicUrl, offer.tenant.slug, "/my-bookings"));
  return { text: texts.waitlistOffer(facts, minutes, offer.tenant.displayName), keyboard };
}

/** That offer ended unclaimed: the time went on, the entry ended; the app (to join again). */
export function waitlistOfferEndedMessage(
  language: BotLanguage,
  offer: WaitlistOfferDetails,
  minutes: number,
  publicUrl: string,
): OutgoingMessage {
  const texts = botTexts(language);
  const keyboard = new InlineKeyboard().webApp(texts.myBookings, miniAppUrl(publicUrl, offer.tenant.slug, "/my-bookings"));
  return { text: texts.waitlistOfferEnded(offerFacts(language, offer), minutes, offer.tenant.displayName), keyboard };
}
