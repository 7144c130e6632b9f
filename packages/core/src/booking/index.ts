// Pure booking-domain rules: no database, no clock (callers pass `now`).
export {
  addDays, daysBetween, eachDateInRange, formatClockTime, parseClockTime, parseIsoDate,
} from "./civil-date.ts";
export {
  bookingWindow, instantToLocal, isValidTimeZone, localDateRangeToInstants, localMonthWindow, localTimeToInstant,
  resolveLocalTime, startOfLocalDay, todayInZone, toLocalSlotTimes,
  type InstantRange, type LocalDateTime, type LocalSlotTimes, type LocalTimeResolution,
} from "./local-time.ts";
export {
  generateSlotsForDays, generateSlotsForRange, type GeneratedSlot, type SlotDaysRequest, type SlotRangeRequest,
} from "./slot-generation.ts";
export { fittingStartSlots, slotsCoveringDuration, type FittableSlot } from "./fitting.ts";
export {
  adminTransitionsFrom, assertAdminTransition, assertCustomerCanCancel, canAdminTransition, canCustomerCancel,
  releasesSlots, type BookingStatus,
} from "./status.ts";
export {
  allowsCustomBot, allowsCustomDomain, allowsPaymentIntegration, assertAllowsCustomBot, assertAllowsCustomDomain,
  assertAllowsPaymentIntegration, assertCanAddNews, assertCanAddService, assertCanBook,
} from "./plan-limits.ts";
export { fromMinorUnits, MINOR_UNITS_PER_MAJOR, toMinorUnits } from "./money.ts";
export { defaultStatsRange, summariseStats, type StatsSummary, type StatusTotals } from "./stats.ts";
