// Plan limits shown before they bite (issue 15.7): how much of each counted limit the tenant has
// used (bookings made this local month, active services, news), and whether the month's bookings
// are used up, in which case the calendar offers no free day (rather than failing at confirm).
import { LIVE_BOOKING_STATUSES, planLimits, type PlanName } from "@booking/contracts";
import { effectivePlan } from "../billing/subscription-state.ts";
import type { ScopedTx } from "../tenancy/plan-guard.ts";
import { localMonthWindow } from "./local-time.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { TELEGRAM_NOTIFY_QUEUE, type BookingLimitReachedJob } from "../notifications/telegram-jobs.ts";
import type { PlatformDb } from "../tenancy/databases.ts";

export interface UsageItem {
  used: number;
  /** null: unlimited on this plan. */
  limit: number | null;
}

export interface PlanUsage {
  plan: PlanName;
  bookingsThisMonth: UsageItem;
  services: UsageItem;
  news: UsageItem;
  /** When the month's booking count starts again (the tenant's next local month). */
  monthEndsAt: Date;
}

type UsageTenant = { plan: PlanName; planExpiresAt: Date | null; timeZone: string };

/** Bookings that count against the monthly limit: made (not held) this local month, not cancelled. */
export function countBookingsThisMonth(db: ScopedTx, timeZone: string, now: Date): Promise<number> {
  const month = localMonthWindow(now, timeZone);
  return db.booking.count({ where: { status: { in: [...LIVE_BOOKING_STATUSES] }, createdAt: { gte: month.start, lt: month.end } } });
}

export async function planUsage(db: ScopedTx, tenant: UsageTenant, now: Date): Promise<PlanUsage> {
  const plan = effectivePlan(tenant, now);
  const limits = planLimits(plan);
  const [bookings, services, news] = await Promise.all([
    countBookingsThisMonth(db, tenant.timeZone, now),
    db.service.count({ where: { isActive: true, archivedAt: null } }),
    db.news.count(),
  ]);
  return {
    plan,
    bookingsThisMonth: { used: bookings, limit: limits.maxBookingsPerMonth },
    services: { used: services, limit: limits.maxServices },
    news: { used: news, limit: limits.maxNews },
    monthEndsAt: localMonthWindow(now, tenant.timeZone).end,
  };
}

/** True when the plan caps bookings per month and this month's are used up. Unlimited plans cost no query. */
export async function monthlyBookingLimitReached(db: ScopedTx, tenant: UsageTenant, now: Date): Promise<boolean> {
  const limit = planLimits(effectivePlan(tenant, now)).maxBookingsPerMonth;
  if (limit === null) return false;
  return (await countBookingsThisMonth(db, tenant.timeZone, now)) >= limit;
}

/**
 * A calendar answer (`load`), with nothing to offer once the month's bookings are used up: `empty`
 * replaces its days or times, and `bookingLimitReached` tells the screen why.
 */
export async function calendarUnlessLimitReached<T extends object>(
  db: ScopedTx,
  tenant: UsageTenant,
  now: Date,
  load: Promise<T>,
  empty: Partial<T>,
): Promise<T & { bookingLimitReached: boolean }> {
  const [answer, reached] = await Promise.all([load, monthlyBookingLimitReached(db, tenant, now)]);
  return reached ? { ...answer, ...empty, bookingLimitReached: true } : { ...answer, bookingLimitReached: false };
}

/** Tells the owner (platform bot) that the month's bookings are used up; one job per tenant and month. */
export async function queueBookingLimitReached(
  tx: ScopedTx,
  tenant: { id: string; timeZone: string },
  plan: PlanName,
  limit: number,
  now: Date,
): Promise<void> {
  const month = localMonthWindow(now, tenant.timeZone);
  const payload: BookingLimitReachedJob = {
    type: "booking-limit-reached",
    tenantId: tenant.id,
    plan,
    limit,
    monthEndsAt: month.end.toISOString(),
  };
  // Job is a platform model: the scoped client passes it through untouched.
  await enqueueJob(tx as unknown as PlatformDb, {
    queue: TELEGRAM_NOTIFY_QUEUE,
    payload,
    runAt: now,
    uniqueKey: `booking-limit:${tenant.id}:${month.start.toISOString()}`,
  });
}
