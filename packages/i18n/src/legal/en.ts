import type { LegalTexts } from "./types.ts";

const RIGHTS = [
  "You can download everything stored about you as a file (Account → Personal info → Your data) and delete your account there at any time. Deletion erases your name, email, phone, password and Telegram link, ends every session and withdraws every consent; bookings stay with the businesses without your name, as their accounting requires.",
  "You can withdraw consent to news and offers in your account at any time, and ask a business to erase what it holds about you: it can do so for its own records.",
];

export const legal: LegalTexts = {
  businessPolicy: (business) => ({
    title: `Privacy policy of ${business}`,
    sections: [
      {
        heading: "Who processes your data",
        paragraphs: [
          `${business} (the business) decides why and how your personal data is processed. The booking platform stores and processes it on the business's behalf and for no other purpose.`,
        ],
      },
      {
        heading: "What is processed",
        paragraphs: [
          "Your name, email, phone number and, when you use Telegram, your Telegram id, username and profile photo link; your bookings (service, time, status, price, payments) and waitlist entries; notes the business's staff keep about your visits; your consents.",
        ],
      },
      {
        heading: "Why",
        paragraphs: [
          "To book and serve your appointments, confirm, remind and tell you about changes (Telegram or email), take payments and issue fiscal receipts, and answer your questions. News and offers are sent only if you opted in separately.",
        ],
      },
      {
        heading: "How long",
        paragraphs: [
          "While you have an account. Bookings and payments are kept afterwards without your name for the business's accounting; fiscal records for the period tax law requires.",
        ],
      },
      { heading: "Your rights", paragraphs: RIGHTS },
    ],
  }),
  platformPolicy: {
    title: "Privacy policy of the platform",
    sections: [
      {
        heading: "What the platform stores",
        paragraphs: [
          "Account: name, username, email, phone, password (as an irreversible hash), Telegram id, username and photo link, language. Sessions: when and from which address and browser you signed in (at most 30 days, 14 unused). Login codes: a keyed hash, 10 minutes. Consents: what you agreed to, which version, when and where. Bookings, waitlist entries and payments with the businesses you book with, and the receipt contact sent to the payment provider.",
          "Business owners additionally: the business's settings, its payment provider credentials (encrypted) and its subscription payments.",
        ],
      },
      {
        heading: "Where",
        paragraphs: [
          "In the platform's database (PostgreSQL) and its backups. Payments pass through the payment provider the business chose (YooKassa, T-Bank), which receives the amount and, with fiscal receipts, your email or phone. Telegram messages pass through Telegram.",
        ],
      },
      { heading: "Your rights", paragraphs: RIGHTS },
    ],
  },
  platformTerms: {
    title: "Terms of use",
    sections: [
      {
        heading: "The service",
        paragraphs: [
          "The platform lets businesses publish a booking page and lets customers book, pay for and manage appointments. The business, not the platform, provides the booked service and answers for it.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "Keep your password and login codes to yourself. You may delete your account at any time; an owner first hands over or closes their business page.",
        ],
      },
      {
        heading: "Payments",
        paragraphs: [
          "Payments go to the business through its payment provider; refunds follow the business's rules and go back the way the money came. Subscription payments go to the platform.",
        ],
      },
    ],
  },
};
