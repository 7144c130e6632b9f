// English email texts (namespace "server", key "mail"): subject, paragraphs and button of each
// template of @booking/core's mail module. Paragraphs are separated by a blank line. No text names
// the platform: white-label tenants' customers read them too. The shape mail-ru.ts must match.
export interface MailBookingFacts {
  business: string;
  service: string;
  when: string;
}

/** What staff read about a booking: the facts and the customer. */
export interface MailStaffFacts extends MailBookingFacts {
  customer: string;
  phone: string;
}

import { selfServiceEn } from "./self-service.ts";

const facts = (b: MailBookingFacts) => `${b.service}\n${b.when}`;
const staffFacts = (b: MailStaffFacts) => `${b.service}\n${b.when}\nCustomer: ${b.customer}${b.phone ? `, ${b.phone}` : ""}`;

export const mailEn = {
  footer: "This message was sent automatically. Please do not reply to it.",
  codeLabel: "Your code",
  orOpen: "Or open this link:",
  emailVerification: {
    subject: "Confirm your email address",
    body: (minutes: number) =>
      `Enter this code on your account screen to confirm your email address. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
    action: "Confirm email",
  },
  emailChange: {
    subject: "Confirm your new email address",
    body: (minutes: number) =>
      `Someone asked to use this address for a booking account. Enter this code on the account screen to confirm the change. It is valid for ${minutes} minutes.\n\nIf it was not you, ignore this message: nothing changes.`,
    action: "Confirm the new address",
  },
  bookingCustomer: {
    created: {
      subject: (b: MailBookingFacts) => `Booking received: ${b.service}`,
      body: (b: MailBookingFacts) => `${b.business} received your booking.\n\n${facts(b)}\n\nWe will write again when it is confirmed.`,
    },
    confirmed: {
      subject: (b: MailBookingFacts) => `Booking confirmed: ${b.service}`,
      body: (b: MailBookingFacts) => `${b.business} confirmed your booking.\n\n${facts(b)}`,
    },
    paid: {
      subject: (b: MailBookingFacts) => `Payment received: ${b.service}`,
      body: (b: MailBookingFacts) => `${b.business} received your payment.\n\n${facts(b)}`,
    },
    cancelled: {
      subject: (b: MailBookingFacts) => `Booking cancelled: ${b.service}`,
      body: (b: MailBookingFacts) => `Your booking with ${b.business} is cancelled.\n\n${facts(b)}`,
    },
    rescheduled: {
      subject: (b: MailBookingFacts) => `Booking moved: ${b.service}`,
      body: (b: MailBookingFacts) => `Your booking with ${b.business} has moved to a new time.\n\n${facts(b)}`,
    },
    action: "My bookings",
    manageAction: "Manage booking",
  },
  /** Issue 25.4: what the customer may still do online, under the business's policy. */
  selfService: selfServiceEn,
  contactToChange: "To cancel or move it, please contact the business.",
  /** 24 h and 2 h before a confirmed appointment (issue 25.5), to a customer without Telegram. */
  bookingReminder: {
    subject: (b: MailBookingFacts, lead: "24h" | "2h") => `Reminder: ${b.service} ${lead === "24h" ? "tomorrow" : "in 2 hours"}`,
    body: (b: MailBookingFacts, lead: "24h" | "2h") =>
      `${b.business}: your appointment is in ${lead === "24h" ? "24 hours" : "2 hours"}.\n\n${facts(b)}`,
  },
  /** Where the session happens (issue 31.2), in booking and reminder emails. */
  where: {
    inPerson: (address: string, map: string) => `Address: ${address}\nOn the map: ${map}`,
    inPersonOnly: "In person.",
    phone: "By phone: the business will call you.",
    online: (url: string) => `Join online: ${url}`,
  },
  wherePhoneForStaff: "By phone: call the customer.",
  bookingStaff: {
    created: {
      subject: (b: MailStaffFacts) => `New booking: ${b.service}, ${b.when}`,
      body: (b: MailStaffFacts) => `A new booking at ${b.business}.\n\n${staffFacts(b)}`,
    },
    cancelled: {
      subject: (b: MailStaffFacts) => `Booking cancelled: ${b.service}, ${b.when}`,
      body: (b: MailStaffFacts) => `A booking at ${b.business} is cancelled.\n\n${staffFacts(b)}`,
    },
    paid: {
      subject: (b: MailStaffFacts) => `Booking paid: ${b.service}, ${b.when}`,
      body: (b: MailStaffFacts) => `A booking at ${b.business} is paid.\n\n${staffFacts(b)}`,
    },
    rescheduled: {
      subject: (b: MailStaffFacts) => `Booking moved: ${b.service}, ${b.when}`,
      body: (b: MailStaffFacts) => `A booking at ${b.business} moved to a new time.\n\n${staffFacts(b)}`,
    },
    action: "Open bookings",
    byCustomer: "The customer did this themselves, online.",
  },
  renewalInvoice: {
    subject: (business: string) => `Renew your plan for ${business}`,
    body: (business: string, plan: string, amount: string, until: string) =>
      `The ${plan} plan of ${business} has ended. It keeps working until ${until} while this invoice is open.\n\nAmount due: ${amount}.`,
    action: "Pay the invoice",
  },
  renewalReminder: {
    subject: (business: string, until: string) => `${business}: the plan stops on ${until}`,
    body: (business: string, plan: string, amount: string, until: string) =>
      `The renewal invoice for the ${plan} plan of ${business} is still unpaid. On ${until} the page moves to the Free plan and its limits.\n\nAmount due: ${amount}.`,
  },
  emailChanged: {
    subject: "Your account email was changed",
    body: (newEmail: string) =>
      `The email address of your account was changed to ${newEmail}. Messages now go there.\n\nIf you did not do this, sign in with Telegram or your password and change it back, or contact support.`,
  },
  bookingLimit: {
    subject: (business: string) => `${business}: this month's bookings are used up`,
    body: (business: string, limit: number, until: string) =>
      `${business} has taken all ${limit} bookings of this month that its plan allows. Customers see no free days until ${until}.\n\nUpgrade the plan to take more.`,
    action: "Open the subscription",
  },
  teamInvitation: {
    subject: (business: string) => `You are invited to the team of ${business}`,
    body: (invitedBy: string, business: string, role: string, hours: number) =>
      `${invitedBy} invites you to the team of ${business} as ${role}.\n\nOpen the link, log in or register, and accept. The link works once, for ${hours} hours.`,
    action: "Open the invitation",
    roles: { ADMIN: "an administrator", EXPERT: "an expert" } as Record<string, string>,
  },
  waitlistOffer: {
    subject: (b: MailBookingFacts) => `A time you waited for is free: ${b.service}`,
    body: (b: MailBookingFacts, minutes: number) =>
      `${b.business} has a time free that you joined the waitlist for.\n\n${facts(b)}\n\nIt is held for you for ${minutes} minutes: open your bookings and press Claim to book it. After that it goes to the next customer in line.`,
    action: "Claim the time",
  },
  // The offer above ended unclaimed: an unclaimed offer ends the waitlist entry (the next in line gets their turn).
  waitlistOfferEnded: {
    subject: (b: MailBookingFacts) => `The time held for you has gone to the next in line: ${b.service}`,
    body: (b: MailBookingFacts, minutes: number) =>
      `The time ${b.business} held for you was not claimed within ${minutes} minutes, so it is no longer held for you: it has gone to the next customer on the waitlist, or back to open booking.\n\n${facts(b)}\n\nYour waitlist entry has ended. To keep waiting, join the waitlist again in the app.`,
    action: "Open my bookings",
  },
};

export type MailTexts = typeof mailEn;
