// Issue 25.8: the landing page's plan is kept through sign-up, for a day, paid plans only.
import { describe, expect, it } from "vitest";
import { CHOSEN_PLAN_TTL_MS, chosenPlan, forgetPlan, planOfParam, platformPathAfterSignIn, rememberPlan } from "./chosen-plan.ts";
import type { KeyValueStore } from "./storage.ts";

function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("chosen plan", () => {
  it("reads a plan from ?plan= in any case and nothing else", () => {
    expect(planOfParam("PROFESSIONAL")).toBe("PROFESSIONAL");
    expect(planOfParam("starter")).toBe("STARTER");
    expect(planOfParam("GOLD")).toBeUndefined();
    expect(planOfParam(null)).toBeUndefined();
  });

  it("keeps a paid plan for a day, then forgets it; sign-in leads to the setup while it is kept", () => {
    const store = memoryStore();
    expect(platformPathAfterSignIn(store)).toBe("/account");
    rememberPlan("PROFESSIONAL", store, 1_000);
    expect(chosenPlan(store, 1_000 + CHOSEN_PLAN_TTL_MS - 1)).toBe("PROFESSIONAL");
    expect(chosenPlan(store, 1_000 + CHOSEN_PLAN_TTL_MS)).toBeUndefined();
    rememberPlan("STARTER", store);
    expect(platformPathAfterSignIn(store)).toBe("/setup");
    forgetPlan(store);
    expect(chosenPlan(store)).toBeUndefined();
    expect(platformPathAfterSignIn(store)).toBe("/account");
  });

  it("Free needs no checkout and is not kept; a damaged entry reads as none", () => {
    const store = memoryStore();
    rememberPlan("FREE", store);
    expect(chosenPlan(store)).toBeUndefined();
    store.setItem("chosenPlan", "{not json");
    expect(chosenPlan(store)).toBeUndefined();
  });
});
