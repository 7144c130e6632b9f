// English texts the server itself sends (namespace "server"): messages that leave through Telegram
// or email outside the bot's conversations. The shape ru.ts must match.
import type { BookingStatus } from "@booking/contracts";
import { mailEn } from "./mail-en.ts";

export const en = {
  loginCode: (code: string, minutes: number) =>
    `Your login code: ${code}\nIt is valid for ${minutes} minutes. Do not share it with anyone.`,
  /** The description of a tenant's pages in link previews, until the owner writes their own. */
  pageDescription: (business: string) => `${business}: book a time online`,
  /** CSV exports of the back office (issue 15.1): file names, column headers, cell words. */
  csv: {
    bookingsFile: "bookings",
    clientsFile: "clients",
    bookings: {
      date: "Date",
      start: "Start",
      end: "End",
      service: "Service",
      client: "Client",
      phone: "Phone",
      email: "Email",
      telegram: "Telegram",
      status: "Status",
      noShow: "No-show",
      answers: "Answers",
      price: "Price",
      currency: "Currency",
      created: "Created",
      id: "Booking id",
    },
    clients: {
      name: "Name",
      phone: "Phone",
      email: "Email",
      telegram: "Telegram",
      joined: "Joined",
      visits: "Visits",
      noShows: "No-shows",
      upcoming: "Upcoming",
      cancelled: "Cancelled",
      lastBooking: "Last booking",
      note: "Note",
    },
    status: { PENDING: "Pending", CONFIRMED: "Confirmed", PAID: "Paid", CANCELLED: "Cancelled" } satisfies Record<BookingStatus, string>,
    yes: "yes",
    no: "no",
  },
  /** Emails (mail-en.ts). */
  mail: mailEn,
};

export type ServerTexts = typeof en;
