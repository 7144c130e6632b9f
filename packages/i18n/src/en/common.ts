// Shared words, navigation, list states and the alerts (toasts) of spec §8.
export const common = {
  appName: "Expert Booking",
  /** The small mark in a FREE page's footer (issue 16.4). */
  poweredBy: "Powered by {{appName}}",
  loading: "Loading…",
  retry: "Try again",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  confirm: "Confirm",
  delete: "Delete",
  edit: "Edit",
  create: "Create",
  close: "Close",
  back: "Back",
  yes: "Yes",
  no: "No",
  submit: "Submit",
  submitting: "Submitting…",
  refresh: "Refresh",
  notSet: "Not Set",
  requestFailed: "Request failed",
  offline: "You are offline. It will load again when the connection is back.",
  screenFailed: "This screen could not be loaded.",
  invalidValue: "Check this value",
  // Why a booking was cancelled, when the system wrote it (issue 15.10: the API's cancelReasonCode).
  cancelReason: "Reason: {{reason}}",
  cancelReasons: {
    CANCELLED_BY_ADMIN: "cancelled by the administrator",
    CANCELLED_BY_CUSTOMER: "cancelled by the client",
    PAYMENT_WINDOW_EXPIRED: "not paid in time",
    SLOT_DELETED: "the administrator removed the time {{date}}, {{time}}",
  },
  perMonth: "/mo",
  minutes: "{{count}} min",
  share: "Share",
  shareStory: "To story",
  timeRange: "{{start}}–{{end}}",
} as const;

export const language = {
  switchTo: "Switch to Russian",
} as const;

export const nav = {
  home: "Home",
  news: "News",
  articles: "Articles",
  services: "Services",
  book: "Book",
  myBookings: "My Bookings",
  admin: "Admin",
  mySchedule: "My schedule",
  account: "Account",
  login: "Login",
  register: "Register",
  logout: "Logout",
  greeting: "Hi, {{name}}",
  adminMark: "Admin",
  menu: "Menu",
} as const;

export const list = {
  loading: "Loading…",
  empty: "Nothing here yet",
  errorTitle: "Could not load the data",
} as const;

export const toast = {
  close: "Close",
} as const;

export const notFound = {
  title: "Page not found",
  text: "The page you are looking for does not exist.",
  home: "Go to the main page",
  close: "Close",
} as const;

export const alerts = {
  validation: {
    selectBothDates: "Please select both a start and an end date",
    selectAtLeastOneDate: "Please select at least one date",
  },
  confirm: {
    cancelBooking: "Cancel this booking?",
    cancelPaidBooking: "This booking is paid. Cancelling it refunds an online payment to the customer. Continue?",
    confirmBooking: "Confirm this booking?",
    confirmPayment: "Confirm that this booking is paid?",
    delete: "Delete this item? This cannot be undone.",
    deleteSlot: "Delete this slot?",
    forceDeleteSlot: "This slot is booked. Deleting it cancels the booking. Continue?",
    deleteAllUnbooked: "Delete all unbooked slots of {{date}}?",
  },
  success: {
    settingsSaved: "Settings saved",
    profileSaved: "Profile saved",
    passwordChanged: "Password changed",
    domainSaved: "Domain saved",
    domainRemoved: "Domain removed",
    upgradeSuccess: "Plan upgraded successfully",
    bookingCreated: "Booking created",
    bookingCancelled: "Booking cancelled",
    bookingConfirmed: "Booking confirmed",
    paymentConfirmed: "Payment confirmed",
    slotsCreated: "Slots created: {{created}}, skipped: {{skipped}}",
    slotsDeleted: "Slots deleted: {{count}}",
    saved: "Saved",
    deleted: "Deleted",
  },
  errors: {
    failedToLoad: "Failed to load data",
    failedToSave: "Failed to save",
    failedToDelete: "Failed to delete",
    failedToUpdate: "Failed to update",
    failedToCancel: "Failed to cancel",
    failedToConfirm: "Failed to confirm",
    failedToCreate: "Failed to create",
    noSlotsCreated: "0 slots created, {{skipped}} skipped: existing slots already cover these times",
  },
} as const;
