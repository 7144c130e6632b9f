import type { BookingStatus } from "@booking/contracts";
// The tenant area: home, services, booking, my bookings, news and articles.
export const home = {
  title: "Online booking",
  loading: "Loading…",
  greeting: "Hello, {{name}}!",
  guestPrompt: "Register or log in to book a consultation.",
  account: "My account",
  logout: "Logout",
  login: "Login",
  register: "Register",
  welcome: {
    title: "Welcome!",
    text: "Register to book consultations and track your bookings.",
    register: "Register",
  },
  cards: {
    news: { title: "News", text: "Latest announcements" },
    articles: { title: "Articles", text: "Useful reading" },
    services: { title: "Services", text: "What we offer and prices" },
    booking: { title: "Book", text: "Choose a service, date and time" },
    myBookings: { title: "My Bookings", text: "View and cancel your bookings" },
    admin: { title: "Admin", text: "Manage services, bookings and content" },
  },
  // The business's page (issue 25.1).
  storefront: {
    services: "Services",
    experts: "Our specialists",
    contacts: "Contacts",
    book: "Book",
    bookNamed: "Book {{service}}",
    nextFree: "Next free: {{when}}",
    noFreeTime: "No free time yet",
    writeTelegram: "Write in Telegram",
    onMap: "{{address}} (map)",
    setupTitle: "This page is being set up",
    setupText: "{{name}} is adding its services. Booking will open here soon.",
    logo: "{{name}} logo",
    // Where the sessions happen (issue 31.2), beside price and length, before anyone books.
    where: { online: "Online", inPerson: "In person", phone: "By phone" },
  },
} as const;

export const services = {
  title: "Services",
  empty: "No services yet",
  price: "Price",
  duration: "Duration",
  book: "Book",
} as const;

export const booking = {
  title: "Book a consultation",
  chooseExpert: "Choose a specialist",
  anyExpert: "Any available",
  anyExpertHint: "The first specialist free at the time you pick",
  chooseService: "1. Choose a service",
  chooseDate: "2. Choose a date",
  chooseTime: "3. Choose a time",
  noServices: "No services available for booking",
  noSlots: "No free time on this day",
  pickDayFirst: "Pick a green day to see its free times",
  zoneNote: "Times are in {{zone}}",
  clockSwitch: "Show times in",
  clockBusiness: "Business time ({{zone}})",
  clockDevice: "Your time ({{zone}})",
  chosenService: "Chosen service",
  confirm: "Confirm booking",
  confirming: "Booking…",
  summary: "{{service}}, {{date}} at {{time}}",
  questions: {
    title: "Questions before the session",
    optional: "{{label}} (optional)",
    choose: "Choose…",
    answers: "Answers to the questions",
  },
  resumed: "You chose this time before signing in. It is still free: confirm to book it.",
  held: "This time is held for you for {{minutes}} minutes: confirm to book it.",
  holdOnSignIn: "Confirm to sign up or sign in: the time is then held for you for {{minutes}} minutes while you book it.",
  kept: "Your chosen time is kept: once you have signed up or in, it is booked for you.",
  selectServiceAndSlot: "Please select a service and a time slot",
  loginRequired: "Please register to book",
  success: "Booking created",
  prepayment: {
    OPTIONAL: "Paying online is optional: if you do not finish paying, the booking stays.",
    REQUIRED: "Prepayment is required: a booking not paid within 30 minutes of pressing Pay is cancelled.",
  },
  calendar: {
    weekStartsOn: "0",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    legend: {
      available: "Available",
      unavailable: "Unavailable",
      past: "Past",
      selected: "Selected",
    },
  },
} as const;

export const myBookings = {
  title: "My Bookings",
  empty: "You have no bookings yet",
  pleaseLogin: "Please log in to see your bookings",
  pleaseRegister: "Register to book and to see your bookings here.",
  created: "Created {{date}}",
  cancel: "Cancel",
  contactAdmin: "To change or cancel this booking, contact the business:",
  contactAdminNoChannel: "To change or cancel this booking, contact the business directly.",
  contactAdminTelegram: "To change or cancel this booking, write to the business in Telegram:",
  contactAdminSupport: "The business has not published its contacts yet. To change or cancel this booking, write to support:",
  writeToBusiness: "Write in Telegram",
  writeToSupport: "Write to support",
  contactsLabel: "Business contacts",
  upcoming: "Upcoming",
  past: "Past and cancelled",
  cancelQuestion: "Cancel {{service}} on {{date}} at {{time}}?",
  cancelBooking: "Cancel booking",
  keep: "Keep",
  pay: "Pay",
  status: {
    PENDING: "Pending",
    CONFIRMED: "Confirmed",
    PAID: "Paid",
    CANCELLED: "Cancelled",
  } satisfies Record<BookingStatus, string>,
} as const;

export const news = {
  title: "News",
  empty: "No news yet",
  published: "Published {{date}}",
} as const;

export const articles = {
  title: "Articles",
  empty: "No articles yet",
  created: "{{date}}",
  readMore: "Read more",
  backToList: "All articles",
  notFound: "Article not found",
} as const;
