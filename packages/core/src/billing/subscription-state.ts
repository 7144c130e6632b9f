// Paid periods form a chain: each purchase appends 30 days where the paid time ends (or starts
// now when nothing is paid). The tenant's plan, expiry and nextPlan are derived from that chain,
// so a renewal extends the expiry and another plan waits for the current one to end.
import { SUBSCRIPTION_PERIOD_DAYS, type PlanName } from "@booking/contracts";

export interface PeriodLike {
  plan: PlanName;
  startsAt: Date;
  endsAt: Date;
}

export interface DerivedSubscription {
  /** Plan of the period covering `now`; null when no paid period covers it. */
  plan: PlanName | null;
  /** End of the run of same-plan periods that covers `now`. */
  expiresAt: Date | null;
  /** Plan of the period that follows that run, if it differs. */
  nextPlan: PlanName | null;
}

const DAY_MS = 86_400_000;

export function periodEnd(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS);
}

export function deriveSubscription(periods: readonly PeriodLike[], now: Date): DerivedSubscription {
  const sorted = [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const currentIndex = sorted.findIndex((p) => p.startsAt <= now && now < p.endsAt);
  const current = sorted[currentIndex];
  if (!current) return { plan: null, expiresAt: null, nextPlan: null };
  let expiresAt = current.endsAt;
  let nextPlan: PlanName | null = null;
  for (const period of sorted.slice(currentIndex + 1)) {
    if (period.startsAt.getTime() !== expiresAt.getTime()) break;
    if (period.plan !== current.plan) {
      nextPlan = period.plan;
      break;
    }
    expiresAt = period.endsAt;
  }
  return { plan: current.plan, expiresAt, nextPlan };
}

/**
 * Where a newly paid period of `plan` starts: at the end of the paid time when it is still running,
 * also when a renewal of the same plan arrives during the grace days (no gap, no free days);
 * otherwise now.
 */
export function nextPeriodStart(
  paidUntil: Date | null,
  tenant: { plan: PlanName; planExpiresAt: Date | null },
  plan: PlanName,
  now: Date,
): Date {
  if (paidUntil && paidUntil > now) return paidUntil;
  const inGrace = paidUntil !== null && tenant.plan === plan && tenant.planExpiresAt !== null && tenant.planExpiresAt > now;
  return inGrace ? paidUntil : now;
}

/** Gates use this: a paid plan whose time is over counts as FREE even before the expiry job ran. */
export function effectivePlan(tenant: { plan: PlanName; planExpiresAt: Date | null }, now: Date): PlanName {
  return tenant.planExpiresAt && tenant.planExpiresAt <= now ? "FREE" : tenant.plan;
}
