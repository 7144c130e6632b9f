// Plan limits and feature gates (spec §6, ARCHITECTURE.md, Plans), read from the one catalogue in contracts.
// Callers pass the tenant's effective plan (an expired paid plan is billing's concern).
import { AppError, planLimits, type ErrorCode, type PlanName } from "@booking/contracts";

/** Throws `code` when adding one more item would exceed `limit` (null = unlimited). */
function assertRoomForOneMore(code: ErrorCode, plan: PlanName, limit: number | null, current: number): void {
  if (limit !== null && current >= limit) throw new AppError(code, undefined, { plan, limit, current });
}

/** `currentCount`: the tenant's services now (before adding). */
export function assertCanAddService(plan: PlanName, currentCount: number): void {
  assertRoomForOneMore("PLAN_LIMIT_SERVICES", plan, planLimits(plan).maxServices, currentCount);
}

/** `bookingsThisMonth`: the tenant's bookings already counted in the current local month (see localMonthWindow). */
export function assertCanBook(plan: PlanName, bookingsThisMonth: number): void {
  assertRoomForOneMore("PLAN_LIMIT_BOOKINGS_PER_MONTH", plan, planLimits(plan).maxBookingsPerMonth, bookingsThisMonth);
}

/** `currentCount`: the tenant's news items now (before adding). */
export function assertCanAddNews(plan: PlanName, currentCount: number): void {
  assertRoomForOneMore("PLAN_LIMIT_NEWS", plan, planLimits(plan).maxNews, currentCount);
}

export function allowsCustomDomain(plan: PlanName): boolean {
  return planLimits(plan).allowsCustomDomain;
}

export function allowsPaymentIntegration(plan: PlanName): boolean {
  return planLimits(plan).allowsPaymentIntegration;
}

export function allowsCustomBot(plan: PlanName): boolean {
  return planLimits(plan).allowsCustomBot;
}

export function assertAllowsCustomDomain(plan: PlanName): void {
  if (!allowsCustomDomain(plan)) throw new AppError("PLAN_CUSTOM_DOMAIN_NOT_ALLOWED", undefined, { plan });
}

export function assertAllowsPaymentIntegration(plan: PlanName): void {
  if (!allowsPaymentIntegration(plan)) throw new AppError("PLAN_PAYMENTS_NOT_ALLOWED", undefined, { plan });
}

/** Spec §6: the own-bot message says Pro is required. */
export function assertAllowsCustomBot(plan: PlanName): void {
  if (!allowsCustomBot(plan)) throw new AppError("PLAN_REQUIRED_PRO", undefined, { plan });
}

/** API keys and outgoing webhooks (issue 16.3): PROFESSIONAL and ENTERPRISE. */
export function allowsApiAccess(plan: PlanName): boolean {
  return planLimits(plan).allowsApiAccess;
}

export function assertAllowsApiAccess(plan: PlanName): void {
  if (!allowsApiAccess(plan)) throw new AppError("PLAN_API_NOT_ALLOWED", undefined, { plan });
}
