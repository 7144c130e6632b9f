import { describe, expect, it } from "vitest";
import { contentFormProblem, toContentInput } from "./content-form.ts";

describe("news and article form (spec §5)", () => {
  it("requires title and content; the picture link is optional but must be http(s)", () => {
    expect(contentFormProblem({ title: "", content: "x", imageUrl: "" })).toBe("required");
    expect(contentFormProblem({ title: "x", content: " ", imageUrl: "" })).toBe("required");
    expect(contentFormProblem({ title: "x", content: "y", imageUrl: "" })).toBeNull();
    expect(contentFormProblem({ title: "x", content: "y", imageUrl: "javascript:alert(1)" })).toBe("invalidUrl");
    expect(contentFormProblem({ title: "x", content: "y", imageUrl: "example.com/a.png" })).toBe("invalidUrl");
    expect(contentFormProblem({ title: "x", content: "y", imageUrl: "https://example.com/a.png" })).toBeNull();
  });

  it("sends an emptied link as null (the picture is removed)", () => {
    expect(toContentInput({ title: " T ", content: "<b>x</b>", imageUrl: "  " })).toEqual({
      title: "T",
      content: "<b>x</b>",
      imageUrl: null,
    });
  });
});
