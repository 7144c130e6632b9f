import type { BookingStatus } from "@booking/contracts";
// A booking's own page (issue 25.4): /webapp/{tenant}/my-bookings/{id}, opened from "my bookings" or
// from the signed link in a confirmation or reminder; what the customer may still do with it.
export const manage = {
  title: "Your booking",
  details: "Details",
  timeZone: "Times are in {{zone}}",
  price: "Price: {{price}}",
  statusNote: {
    PENDING: "Waiting for the business to confirm it.",
    CONFIRMED: "Confirmed. See you then!",
    PAID: "Confirmed and paid.",
    CANCELLED: "This booking is cancelled.",
  } satisfies Record<BookingStatus, string>,
  bothUntil: "You can cancel or move it online until {{until}}.",
  bothClosed: "Online changes closed at {{until}}.",
  cancelUntil: "You can cancel it online until {{until}}.",
  cancelAnytime: "You can cancel it online while it waits for confirmation.",
  moveUntil: "You can move it online until {{until}}.",
  cancelClosed: "Online cancelling closed at {{until}}.",
  moveClosed: "Online moving closed at {{until}}.",
  move: "Move",
  moveTitle: "Choose a new time",
  moveCurrent: "Now booked: {{when}}",
  moveDate: "New date",
  moveTime: "New time",
  moveTo: "Move to {{date}} at {{time}}",
  moving: "Moving…",
  keepTime: "Keep the current time",
  moved: "Booking moved",
  allBookings: "All my bookings",
  bookAgain: "Book again",
  linkProblem: "Open the latest message about your booking, or log in to see all your bookings.",
  login: "Log in",
  // Where the session happens (issue 31.2): on the done page, the booking card and its own page, and for staff.
  location: {
    label: "Where",
    online: "Online meeting",
    join: "Join",
    inPerson: "In person",
    map: "Show on the map",
    phone: "By phone: the business will call you",
  },
  // Issue 25.3: the screen right after a booking is made.
  done: {
    title: {
      PENDING: "Booking request sent",
      CONFIRMED: "You are booked",
      PAID: "You are booked and paid",
      CANCELLED: "This booking is cancelled",
    } satisfies Record<BookingStatus, string>,
    expert: "Specialist: {{name}}",
    next: "What happens next",
    payRequired: "Prepayment is required: pay now to keep this time.",
    payOptional: "You can pay online now or later, as you like.",
    payAtVisit: "Payment is made with the business directly.",
    pay: "Pay {{amount}}",
    manage: "Manage booking",
    home: "Back to the home page",
  },
  // The signed-in customer's nearest upcoming booking, first on the tenant's home.
  nextBooking: {
    title: "Your next booking",
    open: "Open booking",
  },
} as const;
