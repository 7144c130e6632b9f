// The back office's bookings desk (issue 15.1/15.2): no-shows, filtered pages, the day and week
// views, bulk confirm, phone-in bookings and CSV exports.
export { setNoShow, type NoShowRequest } from "./no-show.ts";
export { searchBookings, type BookingPage, type BookingSearchQuery } from "./search-bookings.ts";
export { bookingsCalendar, type CalendarBooking, type CalendarFreeSlot, type CalendarQuery, type CalendarView } from "./calendar.ts";
export { confirmBookings, type BulkConfirmRequest } from "./bulk-confirm.ts";
export { createPhoneInBooking, type NewClient, type PhoneInRequest } from "./phone-in.ts";
export { csvCell, toCsv, CSV_BOM, type CsvFile, type CsvValue } from "./csv.ts";
export { exportBookingsCsv, exportClientsCsv, EXPORT_MAX_ROWS } from "./exports.ts";
