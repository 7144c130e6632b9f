// Issue 25.8 "the landing plan choice survives sign-up to checkout": the plan a visitor picked on
// the landing page (/register?plan=...) is kept here while they sign up and in, so sign-in leads
// to the business setup with that plan selected, whose Create continues to that plan's checkout.
import { PLANS, type PlanName } from "@booking/contracts/plans";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "./storage.ts";

interface Stored {
  plan: PlanName;
  savedAt: number;
}

/** Where a platform sign-in (no business page in the URL) leads: the setup when a plan waits. */
export function platformPathAfterSignIn(storage: KeyValueStore = appStorage): string {
  return chosenPlan(storage) ? "/setup" : "/account";
}

/** Long enough for a sign-up with an emailed code in between; a choice older than this is stale. */
export const CHOSEN_PLAN_TTL_MS = 24 * 60 * 60 * 1000;

/** The plan named by a `?plan=` value, or undefined for anything else. */
export function planOfParam(value: string | null | undefined): PlanName | undefined {
  const upper = value?.toUpperCase();
  return PLANS.find((plan) => plan === upper);
}

export function rememberPlan(plan: PlanName, storage: KeyValueStore = appStorage, now = Date.now()): void {
  storage.setItem(STORAGE_KEYS.chosenPlan, JSON.stringify({ plan, savedAt: now } satisfies Stored));
}

/** The paid plan kept from the landing page, when there is a fresh one. */
export function chosenPlan(storage: KeyValueStore = appStorage, now = Date.now()): PlanName | undefined {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.chosenPlan) ?? "null") as Stored | null;
    if (!stored || !(now - stored.savedAt < CHOSEN_PLAN_TTL_MS)) return undefined;
    const plan = planOfParam(stored.plan);
    return plan === "FREE" ? undefined : plan;
  } catch {
    return undefined;
  }
}

export function forgetPlan(storage: KeyValueStore = appStorage): void {
  storage.removeItem(STORAGE_KEYS.chosenPlan);
}
