import { describe, expect, it } from "vitest";
import { parsePrice, serviceFormProblem, serviceFormValues, toServiceInput } from "./service-form.ts";

const filled = { name: "Стрижка", description: "Мужская", price: "25.50", duration: "60", isActive: true, questions: [] };

describe("service form (spec §5)", () => {
  it("requires name, description and price", () => {
    expect(serviceFormProblem(serviceFormValues(null))).toBe("admin.services.required");
    expect(serviceFormProblem({ ...filled, name: " " })).toBe("admin.services.required");
    expect(serviceFormProblem({ ...filled, description: "" })).toBe("admin.services.required");
    expect(serviceFormProblem({ ...filled, price: "" })).toBe("admin.services.required");
    expect(serviceFormProblem(filled)).toBeNull();
  });

  it("takes a price with at most two decimals (comma too) and sends it as a number", () => {
    expect(parsePrice("12,5")).toBe(12.5);
    expect(parsePrice("0")).toBe(0);
    expect(parsePrice("1.234")).toBeNull();
    expect(parsePrice("-1")).toBeNull();
    expect(serviceFormProblem({ ...filled, price: "abc" })).toBe("admin.services.invalidPrice");
    expect(toServiceInput({ ...filled, name: " Стрижка " })).toEqual({
      name: "Стрижка",
      description: "Мужская",
      price: 25.5,
      duration: 60,
      isActive: true,
      questions: [],
    });
  });

  it("takes durations in whole 30-minute slots", () => {
    expect(serviceFormProblem({ ...filled, duration: "45" })).toBe("admin.services.invalidDuration");
    expect(serviceFormProblem({ ...filled, duration: "0" })).toBe("admin.services.invalidDuration");
    expect(serviceFormProblem({ ...filled, duration: "90" })).toBeNull();
  });
});
