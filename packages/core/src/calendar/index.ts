export { renderCalendar, type CalendarEvent, type CalendarFile } from "./ics.ts";
export { calendarUrl, readCalendarFile, type CalendarLinkPurpose } from "./calendar-links.ts";
export {
  bookingCalendarFile,
  bookingCalendarUrl,
  feedCalendar,
  findFeedUrl,
  openFeed,
  revokeFeed,
  type CalendarTenant,
  type FeedKind,
  type FeedOwner,
  type FeedVersion,
  type RenderedFeed,
} from "./booking-calendar.ts";
