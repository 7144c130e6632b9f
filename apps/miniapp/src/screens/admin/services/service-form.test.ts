import { describe, expect, it } from "vitest";
import { fromLocation } from "./location-draft.ts";
import { parsePrice, serviceFormProblem, serviceFormValues, toServiceInput } from "./service-form.ts";

const filled = {
  name: "Стрижка",
  description: "Мужская",
  price: "25.50",
  duration: "60",
  isActive: true,
  questions: [],
  location: fromLocation(null),
};

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
      location: null,
    });
  });

  it("takes durations in whole 30-minute slots", () => {
    expect(serviceFormProblem({ ...filled, duration: "45" })).toBe("admin.services.invalidDuration");
    expect(serviceFormProblem({ ...filled, duration: "0" })).toBe("admin.services.invalidDuration");
    expect(serviceFormProblem({ ...filled, duration: "90" })).toBeNull();
  });

  it("says where sessions happen (issue 31.2): the owner's link must be https; an empty address means the business's", () => {
    const link = (text: string) => ({ ...filled, location: { kind: "link" as const, address: "", link: text } });
    expect(serviceFormProblem(link("http://zoom.us/j/1"))).toBe("admin.services.location.invalidLink");
    expect(serviceFormProblem(link("zoom.us/j/1"))).toBe("admin.services.location.invalidLink");
    expect(serviceFormProblem(link(" https://zoom.us/j/1 "))).toBeNull();
    expect(toServiceInput(link(" https://zoom.us/j/1 ")).location).toEqual({ kind: "link", url: "https://zoom.us/j/1" });
    const visit = { ...filled, location: { kind: "inPerson" as const, address: "  ", link: "https://kept.example" } };
    expect(toServiceInput(visit).location).toEqual({ kind: "inPerson", address: null });
    expect(toServiceInput({ ...filled, location: { ...visit.location, kind: "jitsi" } }).location).toEqual({ kind: "jitsi" });
    expect(fromLocation({ kind: "link", url: "https://x.example/" })).toEqual({ kind: "link", address: "", link: "https://x.example/" });
    expect(fromLocation({ kind: "inPerson", address: null }).address).toBe("");
  });
});
