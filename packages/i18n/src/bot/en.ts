// English bot texts (namespace "bot"); the source of the shape ru.ts must match (a missing text is a
// compile error, a different set of facts used fails the catalogue's parity test).
import type { BookingStatus } from "@booking/contracts";
import { selfServiceEn } from "../server/self-service.ts";

/** A booking as the messages name it; `when` is already in the tenant's zone and the reader's language. */
export interface BookingFacts {
  service: string;
  when: string;
  customer: string;
  phone: string | null;
}

export const en = {
  welcome: (name: string) => `Hello, ${name}! Book a consultation here.`,
  openApp: "Open the app",
  help: "Commands:\n/start — open the app\n/language — change the language\n/phone — verify your phone\n/help — help",
  somethingWrong: "Something went wrong, please try again.",
  commands: { start: "Open the booking app", language: "Change the language", help: "Help" },

  linked: "Done: Telegram is linked to your account. Login codes and booking updates will come to this chat.",
  linkInvalid: "This link is invalid or has expired. Open your account page and create a new one.",
  linkTaken: "This Telegram account is already linked to another account.",
  phonePrompt: "Share your phone number to verify it: press the button below.",
  sharePhone: "📱 Share my phone number",
  phoneVerified: (phone: string) => `Done: your phone ${phone} is verified.`,
  phoneNotOwn: "Please share your own contact with the button below, not someone else's.",
  phoneNoAccount: "This Telegram account is not linked to an account yet. Link it from your account page first.",
  phoneInvalid: "This phone number could not be read. Please add it on your account page.",
  teamInvitation: (page: string, role: string) => `You are invited to the team of "${page}" as ${role}. Open the app to accept.`,
  teamInvitationInvalid: "This invitation link is invalid. Ask the page owner for a new one.",
  teamRoles: { ADMIN: "administrator", EXPERT: "expert" } as Record<string, string>,

  chooseLanguage: "Choose a language:",
  languageSet: "The language is now English.",

  statusNames: { PENDING: "pending", CONFIRMED: "confirmed", PAID: "paid", CANCELLED: "cancelled" } satisfies Record<BookingStatus, string>,
  newBooking: (b: BookingFacts) =>
    `New booking\nService: ${b.service}\nWhen: ${b.when}\nCustomer: ${b.customer}${b.phone ? `, ${b.phone}` : ""}`,
  // Issue 31.1: the customer's answers under the new-booking message ("yes"/"no" for a checkbox).
  answersHeading: "Answers:",
  answerYes: "yes",
  answerNo: "no",
  confirmButton: "✅ Confirm",
  cancelButton: "❌ Cancel",
  confirmedBy: (admin: string) => `✅ Confirmed by ${admin}`,
  cancelledBy: (admin: string) => `❌ Cancelled by ${admin}`,
  alreadyHandled: "Already handled.",
  nowStatus: (status: string) => `Already handled: the booking is ${status}.`,
  notAdmin: "Only administrators of this booking page can do this.",
  // To staff when a booking changes (issue 15.9); the old new-booking message then shows the status.
  staffBookingCancelled: (b: BookingFacts) => `❌ Booking cancelled\nService: ${b.service}\nWhen: ${b.when}\nCustomer: ${b.customer}`,
  staffBookingPaid: (b: BookingFacts) => `💳 Booking paid\nService: ${b.service}\nWhen: ${b.when}\nCustomer: ${b.customer}`,
  staffBookingRescheduled: (b: BookingFacts) =>
    `🔁 Booking moved to a new time\nService: ${b.service}\nWhen: ${b.when}\nCustomer: ${b.customer}`,
  bookingStatusNow: (status: string) => `Status: ${status}.`,

  bookingConfirmed: (b: BookingFacts) => `✅ Your booking is confirmed.\n${b.service}\n${b.when}`,
  bookingPaid: (b: BookingFacts) => `💳 Your payment is received.\n${b.service}\n${b.when}`,
  bookingCancelled: (b: BookingFacts) => `❌ Your booking is cancelled.\n${b.service}\n${b.when}`,
  bookingRescheduled: (b: BookingFacts) => `🔁 Your booking has moved to a new time.\n${b.service}\n${b.when}`,
  reminder24h: (b: BookingFacts) => `⏰ Reminder: your appointment is in 24 hours.\n${b.service}\n${b.when}`,
  reminder2h: (b: BookingFacts) => `⏰ Reminder: your appointment is in 2 hours.\n${b.service}\n${b.when}`,
  // Customers cancel only PENDING bookings (spec §4); reminders are for confirmed ones.
  cancelViaAdmin: "To cancel or move it, please contact the administrator.",
  myBookings: "My bookings",
  // Issue 25.4: the booking's own page (a signed manage link) and what may still be done there.
  manageBooking: "Manage booking",
  // Where the session happens (issue 31.2); an online session's message also has a Join button.
  where: {
    inPerson: (address: string, map: string) => `📍 ${address}\n${map}`,
    inPersonOnly: "📍 In person",
    phone: "📞 By phone: the business will call you",
    online: (url: string) => `💻 Online: ${url}`,
  },
  joinButton: "Join",
  wherePhoneForStaff: "📞 By phone: call the customer",
  changedByCustomer: "By the customer, online.",
  selfService: selfServiceEn,
  // A waitlist offer (issue 18.3): freed time held for this customer for a few minutes.
  waitlistOffer: (b: BookingFacts, minutes: number, business: string) =>
    `🎉 A time you waited for at ${business} is free.\n${b.service}\n${b.when}\n\nIt is held for you for ${minutes} minutes: press Claim to book it.`,
  claimButton: "✅ Claim",
  // That offer ended unclaimed: the time went on, and the entry ended with it (joining again queues at the back).
  waitlistOfferEnded: (b: BookingFacts, minutes: number, business: string) =>
    `⌛ The time ${business} held for you was not claimed within ${minutes} minutes. It has gone to the next customer on the waitlist, or back to open booking.\n${b.service}\n${b.when}\n\nYour waitlist entry has ended. To keep waiting, join the waitlist again in the app.`,
  waitlistClaimed: (b: BookingFacts) => `✅ Booked from the waitlist.\n${b.service}\n${b.when}`,
  waitlistOfferExpired: "This offer has ended: the time was already offered to someone else.",
  waitlistOfferClaimed: "You have already booked this time: it is in your bookings.",
  waitlistClaimFailed: "This time could not be booked. Open the app to choose another.",
  // The platform's mark under messages to customers of FREE pages (issue 16.4).
  poweredBy: (url: string) => `Powered by Expert Booking · ${url}`,

  ownerBotBroken: (bot: string, page: string) =>
    `⚠️ Telegram no longer accepts the token of ${bot}, the bot of "${page}". It is switched off, and notifications go through this bot meanwhile. Enter a new token in Account → Bot settings.`,
  ownerBookingLimitReached: (page: string, limit: number, until: string) =>
    `⚠️ "${page}" has taken all ${limit} bookings of this month that its plan allows. Customers see no free days until ${until}. Upgrade the plan in Account → Subscription to take more.`,
  // Issue 15.6: a renewal invoice waits (when it opens, and a day before the grace days end).
  ownerRenewalInvoice: (page: string, plan: string, amount: string, until: string) =>
    `💳 The ${plan} plan of "${page}" has ended and its renewal invoice (${amount}) is waiting. The plan keeps working until ${until}; pay before then to keep it.`,
  ownerRenewalGraceEnding: (page: string, plan: string, amount: string, until: string) =>
    `⚠️ The renewal of the ${plan} plan of "${page}" (${amount}) is still unpaid. On ${until} the page moves to the Free plan and its limits.`,
  payRenewal: "Pay",
};

export type BotTexts = typeof en;
