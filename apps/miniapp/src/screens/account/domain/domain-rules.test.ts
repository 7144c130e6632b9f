import { describe, expect, it } from "vitest";
import { customDomainUrl, domainFormatProblem } from "./domain-rules.ts";

describe("custom domain format (spec §5)", () => {
  it("refuses a scheme or a path", () => {
    expect(domainFormatProblem("https://book.example.com")).toBe("domain.invalidFormat");
    expect(domainFormatProblem("book.example.com/page")).toBe("domain.invalidFormat");
    expect(domainFormatProblem(" book.example.com ")).toBeNull();
  });

  it("links to the tenant's page on it", () => {
    expect(customDomainUrl("book.example.com", "salon")).toBe("https://book.example.com/webapp/salon");
  });
});
