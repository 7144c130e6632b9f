import { PLAN_CATALOGUE, PLANS, type PlanName } from "@booking/contracts/plans";
import { describe, expect, it } from "vitest";
import { botControls, domainSaveEnabled, paymentCredentialsEnabled, paymentToggleEnabled } from "./plan-gates.ts";

const limits = (plan: PlanName) => PLAN_CATALOGUE[plan].limits;
const plansWhere = (allowed: (plan: PlanName) => boolean) => PLANS.filter(allowed);

describe("account plan gates (spec §6)", () => {
  it("own bot: token and checkbox only on PROFESSIONAL and ENTERPRISE; the checkbox also needs a token", () => {
    const withToken = { stored: true, typed: "" };
    expect(plansWhere((plan) => botControls(limits(plan), withToken).tokenEnabled)).toEqual(["PROFESSIONAL", "ENTERPRISE"]);
    expect(plansWhere((plan) => botControls(limits(plan), withToken).activeEnabled)).toEqual(["PROFESSIONAL", "ENTERPRISE"]);
    const pro = limits("PROFESSIONAL");
    expect(botControls(pro, { stored: false, typed: "" })).toEqual({ tokenEnabled: true, activeEnabled: false });
    expect(botControls(pro, { stored: false, typed: "  " }).activeEnabled).toBe(false);
    expect(botControls(pro, { stored: false, typed: "123:abc" }).activeEnabled).toBe(true);
    expect(botControls(limits("STARTER"), { stored: false, typed: "123:abc" })).toEqual({ tokenEnabled: false, activeEnabled: false });
  });

  it("custom domain: Save needs the plan (PROFESSIONAL+), no save running and a non-empty input", () => {
    const ready = { saving: false, input: "book.example.com" };
    expect(plansWhere((plan) => domainSaveEnabled(limits(plan), ready))).toEqual(["PROFESSIONAL", "ENTERPRISE"]);
    expect(domainSaveEnabled(limits("PROFESSIONAL"), { saving: true, input: "book.example.com" })).toBe(false);
    expect(domainSaveEnabled(limits("PROFESSIONAL"), { saving: false, input: "   " })).toBe(false);
  });

  it("payments: the checkbox needs a plan other than FREE and a configured provider", () => {
    expect(plansWhere((plan) => paymentToggleEnabled(limits(plan), true))).toEqual(["STARTER", "PROFESSIONAL", "ENTERPRISE"]);
    expect(plansWhere((plan) => paymentToggleEnabled(limits(plan), false))).toEqual([]);
    expect(plansWhere((plan) => paymentCredentialsEnabled(limits(plan)))).toEqual(["STARTER", "PROFESSIONAL", "ENTERPRISE"]);
  });
});
