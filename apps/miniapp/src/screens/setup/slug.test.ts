import { describe, expect, it } from "vitest";
import { localSlugProblem, normalizeSlug, suggestSlug } from "./slug.ts";

describe("tenant slug", () => {
  it("suggests a URL-safe slug from the business name, transliterating Russian", () => {
    expect(suggestSlug("Анна Смирнова, психолог")).toBe("anna-smirnova-psiholog");
    expect(suggestSlug("  Café Déjà Vu!! ")).toBe("cafe-deja-vu");
    expect(suggestSlug("x".repeat(60))).toHaveLength(40);
  });

  it("checks locally what the server would refuse", () => {
    expect(localSlugProblem("abc")).toBeNull();
    expect(localSlugProblem("ab")).toBe("SLUG_INVALID");
    expect(localSlugProblem("a")).toBe("SLUG_INVALID");
    expect(localSlugProblem("-abc")).toBe("SLUG_INVALID");
    expect(localSlugProblem("my salon")).toBe("SLUG_INVALID");
    expect(localSlugProblem("admin")).toBe("SLUG_RESERVED");
    expect(localSlugProblem("default")).toBe("SLUG_RESERVED");
    expect(localSlugProblem(" My-Salon ")).toBeNull();
    expect(normalizeSlug(" My-Salon ")).toBe("my-salon");
  });
});
