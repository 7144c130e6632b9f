import { describe, expect, it } from "vitest";
import { breakParts } from "./BreakableText.tsx";

describe("where a long address may wrap (issue 26.7)", () => {
  it("breaks after slashes and hyphens, never inside a word", () => {
    expect(breakParts("http://127.0.0.1:4000/webapp/default")).toEqual(["http://", "127", ".0", ".0", ".1:4000/", "webapp/", "default"]);
    expect(breakParts("tn-mx1fd2vt-ben5c7")).toEqual(["tn-", "mx1fd2vt-", "ben5c7"]);
  });

  it("breaks before dots and the at sign of an email", () => {
    expect(breakParts("anna.smirnova@example.com")).toEqual(["anna", ".smirnova", "@example", ".com"]);
  });

  it("keeps every character, in order", () => {
    for (const text of ["https://t.me/test_bot?startapp=t_salon", "a", "", "--x--", "a.b.c"]) expect(breakParts(text).join("")).toBe(text);
  });
});
