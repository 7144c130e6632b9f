import { AppError } from "@booking/contracts";
import { describe, expect, it } from "vitest";
import { assertCanAddNews, assertCanAddService } from "../booking/plan-limits.ts";
import { assertWithinPlanLimit } from "./plan-guard.ts";

const services = { one: "active service", many: "active services" };

describe("assertWithinPlanLimit", () => {
  it("passes when there is room", () => {
    expect(() => assertWithinPlanLimit(() => assertCanAddService("FREE", 0), services)).not.toThrow();
  });

  it("names the plan and its limit, keeping code, status and details", () => {
    const refusal = (() => {
      try {
        assertWithinPlanLimit(() => assertCanAddNews("STARTER", 20), { one: "news item", many: "news items" });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: "PLAN_LIMIT_NEWS",
      status: 403,
      message: "Your STARTER plan allows at most 20 news items",
      details: { plan: "STARTER", limit: 20, current: 20 },
    });
  });

  it("uses the singular for a limit of one", () => {
    expect(() => assertWithinPlanLimit(() => assertCanAddService("FREE", 1), services)).toThrow(
      "Your FREE plan allows at most 1 active service",
    );
  });

  it("lets any other failure through untouched", () => {
    const other = new AppError("FORBIDDEN");
    expect(() =>
      assertWithinPlanLimit(() => {
        throw other;
      }, services),
    ).toThrow(other);
    const bug = new TypeError("boom");
    expect(() =>
      assertWithinPlanLimit(() => {
        throw bug;
      }, services),
    ).toThrow(bug);
  });
});
