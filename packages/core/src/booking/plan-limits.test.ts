import { AppError, PLANS, type PlanName } from "@booking/contracts";
import { describe, expect, it } from "vitest";
import {
  allowsCustomBot,
  allowsCustomDomain,
  allowsPaymentIntegration,
  assertAllowsCustomBot,
  assertAllowsCustomDomain,
  assertAllowsPaymentIntegration,
  assertCanAddNews,
  assertCanAddService,
  assertCanBook,
} from "./plan-limits.ts";

// ARCHITECTURE.md, Plans: FREE 1 service, 10 bookings/month, 5 news; STARTER 5, 50, 20; higher plans unlimited.
const limits = [
  { check: assertCanAddService, code: "PLAN_LIMIT_SERVICES", FREE: 1, STARTER: 5 },
  { check: assertCanBook, code: "PLAN_LIMIT_BOOKINGS_PER_MONTH", FREE: 10, STARTER: 50 },
  { check: assertCanAddNews, code: "PLAN_LIMIT_NEWS", FREE: 5, STARTER: 20 },
] as const;

describe.each(limits)("$code", ({ check, code, FREE, STARTER }) => {
  it.each([
    ["FREE", FREE],
    ["STARTER", STARTER],
  ] as const)("%s allows up to %i", (plan, limit) => {
    expect(() => check(plan, 0)).not.toThrow();
    expect(() => check(plan, limit - 1)).not.toThrow();
    for (const current of [limit, limit + 3]) {
      expect(() => check(plan, current)).toThrowError(AppError);
      expect(() => check(plan, current)).toThrow(expect.objectContaining({ code, status: 403, details: { plan, limit, current } }));
    }
  });

  it.each(["PROFESSIONAL", "ENTERPRISE"] as const)("%s is unlimited", (plan) => {
    expect(() => check(plan, 1_000_000)).not.toThrow();
  });
});

describe("feature gates", () => {
  const expected: Record<PlanName, { domain: boolean; payments: boolean; bot: boolean }> = {
    FREE: { domain: false, payments: false, bot: false },
    STARTER: { domain: false, payments: true, bot: false },
    PROFESSIONAL: { domain: true, payments: true, bot: true },
    ENTERPRISE: { domain: true, payments: true, bot: true },
  };

  it.each(PLANS)("%s", (plan) => {
    const { domain, payments, bot } = expected[plan];
    expect(allowsCustomDomain(plan)).toBe(domain);
    expect(allowsPaymentIntegration(plan)).toBe(payments);
    expect(allowsCustomBot(plan)).toBe(bot);
    const gates = [
      [assertAllowsCustomDomain, domain, "PLAN_CUSTOM_DOMAIN_NOT_ALLOWED"],
      [assertAllowsPaymentIntegration, payments, "PLAN_PAYMENTS_NOT_ALLOWED"],
      [assertAllowsCustomBot, bot, "PLAN_REQUIRED_PRO"],
    ] as const;
    for (const [assertGate, allowed, code] of gates) {
      if (allowed) expect(() => assertGate(plan)).not.toThrow();
      else expect(() => assertGate(plan)).toThrow(expect.objectContaining({ code, details: { plan } }));
    }
  });
});
