import { describe, expect, it } from "vitest";
import { articlePreview } from "./article-preview.ts";

describe("article preview", () => {
  it("keeps short texts whole, on one line", () => {
    expect(articlePreview("Line one.\n\nLine  two.")).toBe("Line one. Line two.");
  });

  it("cuts long texts at a word boundary with an ellipsis", () => {
    const preview = articlePreview("word ".repeat(100), 30);
    expect(preview).toBe("word word word word word word…");
    expect(preview.length).toBeLessThanOrEqual(31);
  });
});
