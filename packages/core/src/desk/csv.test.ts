import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV cells", () => {
  it("quotes separators, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
  });

  it("neutralises formulas (= + - @ tab CR) with an apostrophe, but keeps E.164 phones and numbers", () => {
    for (const evil of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"]) expect(csvCell(evil).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+79161234567")).toBe("+79161234567");
    expect(csvCell("+7 916 123")).toBe("'+7 916 123");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes a BOM, a header and CRLF lines", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ["1", null],
          ["x,y", 2],
        ],
      ),
    ).toBe('\uFEFFA,B\r\n1,\r\n"x,y",2\r\n');
  });
});
