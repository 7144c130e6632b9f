// The typed set of emails: each template names the data it needs, and renders in the recipient's
// language (texts from @booking/i18n, namespace "server", key "mail") to a subject, a plain-text
// part and an HTML part with the same content. Pure: the sender renders when it sends.
import { describeLocation, type BookingLocation, type Language } from "@booking/contracts";
import { textsOf } from "@booking/i18n";
import { appointmentWhen } from "../notifications/when.ts";
import { selfServiceFacts } from "../notifications/customer-manage.ts";

type MailTexts = ReturnType<typeof textsOf<"server">>["mail"];

/** A booking as an email tells it; the time is formatted in the reader's language when rendered. */
export type MailBooking = {
  business: string;
  service: string;
  /** ISO instants and the tenant's IANA zone. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  link: string;
  /** Where the session happens (issue 31.2); absent or null: the service does not say. */
  location?: BookingLocation | null;
};

/**
 * Issue 25.4, a customer's email about their live booking: `link` is then the booking's own page
 * (`manage`), and what they may still do online (absent: not allowed; null: no deadline; else the
 * ISO deadline, written in the reader's language when rendered).
 */
export type MailSelfService = { manage?: boolean; cancelUntil?: string | null; moveUntil?: string | null };

export type CustomerBookingEvent = "created" | "confirmed" | "paid" | "cancelled" | "rescheduled";
export type StaffBookingEvent = "created" | "cancelled" | "paid" | "rescheduled";

/** What each template is filled with. Type aliases, not interfaces: job payloads are JSON. */
export type MailTemplates = {
  "email-verification": { code: string; minutes: number; link: string };
  "email-change": { code: string; minutes: number; link: string };
  "email-changed": { newEmail: string };
  "booking-customer": MailBooking & MailSelfService & { event: CustomerBookingEvent };
  /** 24 h / 2 h before a confirmed appointment (issue 25.5), to a customer Telegram cannot reach. */
  "booking-reminder": MailBooking & MailSelfService & { lead: "24h" | "2h" };
  "booking-staff": MailBooking & { event: StaffBookingEvent; customer: string; phone: string | null; byCustomer?: boolean };
  /** `amount` and `until` already formatted for the reader. */
  "renewal-invoice": { business: string; plan: string; amount: string; until: string; link: string };
  "renewal-reminder": { business: string; plan: string; amount: string; until: string; link: string };
  "team-invitation": { business: string; invitedBy: string; role: string; hours: number; link: string };
  /** The month's bookings of the plan are used up (issue 15.7), to an owner without Telegram; `until` formatted. */
  "booking-limit": { business: string; limit: number; until: string; link: string };
  /** A waitlist offer (issue 18.3): the held time and how many minutes it is held. */
  "waitlist-offer": MailBooking & { minutes: number };
  /** That offer ended unclaimed after its `minutes`: the time went on and the entry ended. */
  "waitlist-offer-ended": MailBooking & { minutes: number };
};

export type MailTemplate = keyof MailTemplates;

/** One email's content before layout: paragraphs, an optional code to copy and a button. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
}

const paragraphsOf = (body: string) => body.split("\n\n");

function bookingFacts(language: Language, booking: MailBooking) {
  return {
    business: booking.business,
    service: booking.service,
    when: appointmentWhen(language, new Date(booking.startsAt), new Date(booking.endsAt), booking.timeZone),
  };
}

/** The location paragraph (issue 31.2), or none: a cancelled booking's email has no place to go. */
function whereParagraph(texts: MailTexts, booking: MailBooking, reader: "customer" | "staff" = "customer"): string[] {
  if (!booking.location) return [];
  const words = reader === "staff" ? { ...texts.where, phone: texts.wherePhoneForStaff } : texts.where;
  return [describeLocation(booking.location, words)];
}

const CONTENT: { [T in MailTemplate]: (texts: MailTexts, data: MailTemplates[T], language: Language) => MailContent } = {
  "email-verification": (texts, data) => ({
    subject: texts.emailVerification.subject,
    paragraphs: paragraphsOf(texts.emailVerification.body(data.minutes)),
    code: data.code,
    action: { label: texts.emailVerification.action, url: data.link },
  }),
  "email-change": (texts, data) => ({
    subject: texts.emailChange.subject,
    paragraphs: paragraphsOf(texts.emailChange.body(data.minutes)),
    code: data.code,
    action: { label: texts.emailChange.action, url: data.link },
  }),
  "email-changed": (texts, data) => ({
    subject: texts.emailChanged.subject,
    paragraphs: paragraphsOf(texts.emailChanged.body(data.newEmail)),
  }),
  "booking-customer": (texts, data, language) => {
    const facts = bookingFacts(language, data);
    const text = texts.bookingCustomer[data.event];
    const canDo = data.manage ? texts.selfService(selfServiceFacts(language, data, data.timeZone)) : "";
    return {
      subject: text.subject(facts),
      paragraphs: [
        ...paragraphsOf(text.body(facts)),
        ...(data.event === "cancelled" ? [] : whereParagraph(texts, data)),
        ...(canDo ? [canDo] : []),
      ],
      action: { label: data.manage ? texts.bookingCustomer.manageAction : texts.bookingCustomer.action, url: data.link },
    };
  },
  "booking-reminder": (texts, data, language) => {
    const facts = bookingFacts(language, data);
    const text = texts.bookingReminder;
    const canDo = texts.selfService(selfServiceFacts(language, data, data.timeZone));
    return {
      subject: text.subject(facts, data.lead),
      paragraphs: [...paragraphsOf(text.body(facts, data.lead)), ...whereParagraph(texts, data), canDo || texts.contactToChange],
      action: { label: texts.bookingCustomer.manageAction, url: data.link },
    };
  },
  "booking-staff": (texts, data, language) => {
    const facts = { ...bookingFacts(language, data), customer: data.customer, phone: data.phone ?? "" };
    const text = texts.bookingStaff[data.event];
    return {
      subject: text.subject(facts),
      paragraphs: [
        ...paragraphsOf(text.body(facts)),
        ...(data.event === "cancelled" ? [] : whereParagraph(texts, data, "staff")),
        ...(data.byCustomer ? [texts.bookingStaff.byCustomer] : []),
      ],
      action: { label: texts.bookingStaff.action, url: data.link },
    };
  },
  "renewal-invoice": (texts, data) => ({
    subject: texts.renewalInvoice.subject(data.business),
    paragraphs: paragraphsOf(texts.renewalInvoice.body(data.business, data.plan, data.amount, data.until)),
    action: { label: texts.renewalInvoice.action, url: data.link },
  }),
  "renewal-reminder": (texts, data) => ({
    subject: texts.renewalReminder.subject(data.business, data.until),
    paragraphs: paragraphsOf(texts.renewalReminder.body(data.business, data.plan, data.amount, data.until)),
    action: { label: texts.renewalInvoice.action, url: data.link },
  }),
  "team-invitation": (texts, data) => ({
    subject: texts.teamInvitation.subject(data.business),
    paragraphs: paragraphsOf(
      texts.teamInvitation.body(data.invitedBy, data.business, texts.teamInvitation.roles[data.role] ?? data.role, data.hours),
    ),
    action: { label: texts.teamInvitation.action, url: data.link },
  }),
  "booking-limit": (texts, data) => ({
    subject: texts.bookingLimit.subject(data.business),
    paragraphs: paragraphsOf(texts.bookingLimit.body(data.business, data.limit, data.until)),
    action: { label: texts.bookingLimit.action, url: data.link },
  }),
  "waitlist-offer": (texts, data, language) => {
    const facts = bookingFacts(language, data);
    return {
      subject: texts.waitlistOffer.subject(facts),
      paragraphs: paragraphsOf(texts.waitlistOffer.body(facts, data.minutes)),
      action: { label: texts.waitlistOffer.action, url: data.link },
    };
  },
  "waitlist-offer-ended": (texts, data, language) => {
    const facts = bookingFacts(language, data);
    const text = texts.waitlistOfferEnded;
    return {
      subject: text.subject(facts),
      paragraphs: paragraphsOf(text.body(facts, data.minutes)),
      action: { label: text.action, url: data.link },
    };
  },
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function plainText(texts: MailTexts, content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.code) parts.push(`${texts.codeLabel}: ${content.code}`);
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push("--", texts.footer);
  return `${parts.join("\n\n")}\n`;
}

function html(language: Language, texts: MailTexts, content: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const code = content.code
    ? `<p style="margin:0 0 16px">${escapeHtml(texts.codeLabel)}:</p><p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(content.code)}</p>`
    : "";
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#2481cc;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(texts.orOpen)} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
${content.paragraphs.map(paragraph).join("\n")}
${code}${action}
<p style="margin:24px 0 0;font-size:12px;color:#666666">${escapeHtml(texts.footer)}</p>
</div></body></html>
`;
}

export function renderEmail<T extends MailTemplate>(language: Language, template: T, data: MailTemplates[T]): RenderedEmail {
  const texts = textsOf(language, "server").mail;
  const content = CONTENT[template](texts, data, language);
  return { subject: content.subject, text: plainText(texts, content), html: html(language, texts, content) };
}
