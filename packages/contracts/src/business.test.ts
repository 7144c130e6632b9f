import { describe, expect, it } from "vitest";
import { canonicalTimeZone, logoContentTypeOf, telegramUsernameOf } from "./business.ts";

describe("business rules", () => {
  it.each([
    ["@len_studio", "len_studio"],
    ["len_studio", "len_studio"],
    ["https://t.me/len_studio", "len_studio"],
    ["t.me/Len_Studio/", "Len_Studio"],
    ["@abc", null],
    ["@1studio", null],
    ["@studio_", null],
    ["https://example.com/len_studio", null],
    ["", null],
  ])("telegram %j is %j", (raw, username) => {
    expect(telegramUsernameOf(raw)).toBe(username);
  });

  it.each([
    ["Europe/Moscow", "Europe/Moscow"],
    ["europe/moscow", "Europe/Moscow"],
    ["UTC", "UTC"],
    ["Asia/Tokyo", "Asia/Tokyo"],
    ["Mars/Olympus", null],
    ["+03:00", null],
    ["MSK", null],
    ["GMT", null],
    ["", null],
    ["Europe/../Moscow", null],
  ])("time zone %j is %j", (raw, zone) => {
    expect(canonicalTimeZone(raw)).toBe(zone);
  });

  it("reads a picture's type from its bytes", () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(logoContentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(logoContentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(logoContentTypeOf(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(logoContentTypeOf(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(logoContentTypeOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(logoContentTypeOf(bytes(0x89, 0x50))).toBeNull();
  });
});
