// Pure booking-domain rules: no database, no clock (callers pass `now`).
export {
  addDays,
  daysBetween,
  eachDateInRange,
  formatClockTime,
  parseClockTime,
  parseIsoDate,
} from "@booking/contracts/civil-date";
export {
  bookingWindow,
  instantToLocal,
  isValidTimeZone,
  localDateRangeToInstants,
  localMonthWindow,
  localTimeToInstant,
  resolveLocalTime,
  startOfLocalDay,
  todayInZone,
  toLocalSlotTimes,
  type InstantRange,
  type LocalDateTime,
  type LocalSlotTimes,
  type LocalTimeResolution,
} from "./local-time.ts";
export {
  generateSlotsForDays,
  generateSlotsForRange,
  type GeneratedSlot,
  type SlotDaysRequest,
  type SlotRangeRequest,
} from "./slot-generation.ts";
export { fittingStartSlots, slotsCoveringDuration, type FittableSlot } from "./fitting.ts";
export {
  adminTransitionsFrom,
  assertAdminTransition,
  assertCustomerCanCancel,
  canAdminTransition,
  canCustomerCancel,
  releasesSlots,
  type BookingStatus,
} from "./status.ts";
export {
  allowsCustomBot,
  allowsCustomDomain,
  allowsPaymentIntegration,
  assertAllowsCustomBot,
  assertAllowsCustomDomain,
  assertAllowsPaymentIntegration,
  assertCanAddNews,
  assertCanAddService,
  assertCanBook,
  allowsApiAccess,
  assertAllowsApiAccess,
} from "./plan-limits.ts";
export { fromMinorUnits, MINOR_UNITS_PER_MAJOR, toMinorUnits } from "./money.ts";
export { defaultStatsRange, summariseStats, type StatsSummary, type StatusTotals } from "./stats.ts";

// Database-backed booking engine (all tenant-owned rows through the scoped client; the few raw
// statements, each naming tenantId, live in booking-sql.ts).
export {
  concurrencyConflicts,
  inBookingTransaction,
  isConcurrencyConflict,
  mapConflicts,
  sqlStateOf,
  type ScopedTx,
} from "./booking-transaction.ts";
export { createSlotTimesFormatter, type SlotTimesFormatter } from "./slot-times.ts";
export { groupByLocalDate, toAdminSlotViews, type AdminSlotView, type AvailableDay, type SlotView, type StoredSlot } from "./slot-view.ts";
export {
  bookingViewSelect,
  findBookingView,
  listMyBookings,
  toBookingViews,
  type BookingView,
} from "./booking-view.ts";
export { findAdminBookingView, listTenantBookings, type AdminBookingView, type BookingListQuery } from "./admin-booking-view.ts";
export { assertRangeWithin, clipRange } from "./date-range.ts";
export { coveringSlots, findCoveringSlots, type CoverRequest } from "./covering-slots.ts";
export { uuidV7 } from "./uuid-v7.ts";
export { defaultExpertId } from "./experts.ts";
export { bookingPolicyOf, earliestStart, setBookingPolicy, type BookingPolicy } from "./booking-policy.ts";
export { createBooking, findBookableService, type BookingTenant, type CreateBookingRequest } from "./create-booking.ts";
export { holdTime, type HeldTime, type HoldTimeRequest } from "./hold-time.ts";
export {
  applyStatusChange,
  cancelBookingAsAdmin,
  cancelBookingAsCustomer,
  changeBookingStatus,
  type StatusChangeRequest,
} from "./change-booking-status.ts";
export { moveBookingAsCustomer, rescheduleBooking, type CustomerMoveRequest, type RescheduleRequest } from "./reschedule-booking.ts";
export { assertCustomerMayCancel, assertCustomerMayMove } from "./self-service.ts";
export {
  deleteSlot,
  deleteSlotsInRange,
  generateAvailability,
  listSlots,
  type AvailabilityRequest,
  type DeleteSlotRequest,
  type DeleteSlotResult,
} from "./availability-store.ts";
export {
  calendarUnlessLimitReached,
  countBookingsThisMonth,
  monthlyBookingLimitReached,
  planUsage,
  type PlanUsage,
  type UsageItem,
} from "./plan-usage.ts";
export { listAvailableSlots, type AvailableSlots, type AvailableSlotsQuery } from "./available-slots.ts";
export { listAvailableTimes, summarizeAvailableDays, type AvailableDaysSummary, type AvailableTimes } from "./available-days.ts";
export { queryStats, type StatsAnswer, type StatsQuery } from "./stats-query.ts";
export { statsTrend, TREND_DAILY_MAX_DAYS, type StatsTrend, type TrendPoint } from "./stats-trend.ts";
export { CANCEL_REASON_CODES, CANCEL_REASONS, cancelReasonCode, type CancelReasonCode, type CancelReasonSlot } from "./cancel-reasons.ts";
export {
  findCustomerBooking,
  listCustomerBookings,
  selfServiceOf,
  toCustomerBookingViews,
  type CustomerBookingView,
  type SelfServiceAction,
  type SelfServiceView,
} from "./customer-booking.ts";
export { checkManageToken, manageToken, manageUrl, type ManageTokenCheck } from "./manage-links.ts";
export { bookingOutcomeOf, countBookingLimited, countBookingOutcome } from "./booking-outcomes.ts";
