import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  botStartLink,
  encodeStartParam,
  miniAppStartLink,
  miniAppUrl,
  parseStartParam,
  START_PAGES,
  startTargetPath,
  timeLinkUrl,
  type StartTarget,
  type TimeTarget,
} from "./links.ts";
import { thrownAppErrorCode } from "./testing/app-error.ts";

const DEEP_LINK_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;
const LONGEST_SLUG = `a${"-b".repeat(19)}c`; // 40 characters, the most SLUG_PATTERN allows
const SERVICE_ID = "01936d3c-5b2e-7a3f-9c41-0f6b2d8e4a17";
const SLOT_ID = "01936d3c-9999-7a3f-8c41-0f6b2d8e4a18";

describe("miniAppUrl", () => {
  it("builds the tenant's mini app address", () => {
    expect(miniAppUrl("https://book.example.com", "my-salon")).toBe("https://book.example.com/webapp/my-salon");
    expect(miniAppUrl("https://book.example.com/", "default", "/booking")).toBe("https://book.example.com/webapp/default/booking");
    expect(miniAppUrl("https://book.example.com", "default", "?service=1")).toBe("https://book.example.com/webapp/default?service=1");
  });

  it("refuses slugs and paths that would leave the tenant's area", () => {
    expect(thrownAppErrorCode(() => miniAppUrl("https://x.test", "../admin"))).toBe("SLUG_INVALID");
    expect(thrownAppErrorCode(() => miniAppUrl("https://x.test", "My-Salon"))).toBe("SLUG_INVALID");
    expect(thrownAppErrorCode(() => miniAppUrl("https://x.test", "default", "booking"))).toBe("VALIDATION_ERROR");
  });
});

describe("botStartLink", () => {
  it("build t.me links", () => {
    expect(botStartLink("BookingBot", "link_abc-123")).toBe("https://t.me/BookingBot?start=link_abc-123");
    expect(botStartLink("@booking_bot", "x")).toBe("https://t.me/booking_bot?start=x");
  });

  it("accepts a payload of exactly 64 characters", () => {
    expect(botStartLink("booking_bot", "a".repeat(64))).toMatch(/start=a{64}$/);
  });

  it.each([
    ["empty", ""],
    ["65 characters", "a".repeat(65)],
    ["a space", "a b"],
    ["a plus", "a+b"],
    ["an equals sign", "a=b"],
    ["a slash", "a/b"],
    ["non-ASCII", "привет"],
    ["an ampersand", "a&start=evil"],
  ])("rejects a payload with %s", (_, payload) => {
    expect(thrownAppErrorCode(() => botStartLink("booking_bot", payload))).toBe("VALIDATION_ERROR");
  });

  it.each(["", "bot", "booking", "1booking_bot", "booking-bot", `a${"b".repeat(29)}bot`])("rejects the bot username %j", (name) => {
    expect(thrownAppErrorCode(() => botStartLink(name, "x"))).toBe("VALIDATION_ERROR");
  });
});

describe("start parameter encoding", () => {
  const targets: StartTarget[] = [
    { tenantSlug: "abc" },
    ...Object.values(START_PAGES)
      .filter((page) => page !== "")
      .map((page) => ({ tenantSlug: "my-salon", page })),
    { tenantSlug: LONGEST_SLUG, paymentId: SERVICE_ID },
    { tenantSlug: "default" },
    { tenantSlug: LONGEST_SLUG },
    { tenantSlug: "my-salon", serviceId: SERVICE_ID },
    { tenantSlug: LONGEST_SLUG, serviceId: SERVICE_ID },
    { tenantSlug: "abc", serviceId: "00000000-0000-0000-0000-000000000000" },
    { tenantSlug: "abc", serviceId: "ffffffff-ffff-ffff-ffff-ffffffffffff" },
  ];

  it.each(targets)("round-trips %o within Telegram's payload rules", (target) => {
    const param = encodeStartParam(target);
    expect(param).toMatch(DEEP_LINK_PAYLOAD);
    expect(parseStartParam(param)).toEqual(target);
    expect(() => botStartLink("booking_bot", param)).not.toThrow();
  });

  it("round-trips 500 random service ids", () => {
    const broken = Array.from({ length: 500 }, () => randomUUID()).filter(
      (serviceId) => parseStartParam(encodeStartParam({ tenantSlug: "salon-1", serviceId })).serviceId !== serviceId,
    );
    expect(broken).toEqual([]);
  });

  it("uses the documented forms", () => {
    expect(encodeStartParam({ tenantSlug: "my-salon" })).toBe("t_my-salon");
    expect(encodeStartParam({ tenantSlug: "my-salon", serviceId: SERVICE_ID })).toMatch(/^s_[A-Za-z0-9_-]{22}my-salon$/);
    expect(encodeStartParam({ tenantSlug: LONGEST_SLUG, serviceId: SERVICE_ID })).toHaveLength(64);
    expect(encodeStartParam({ tenantSlug: "my-salon", page: "my-bookings" })).toBe("m_my-salon");
    expect(encodeStartParam({ tenantSlug: "my-salon", page: "booking" })).toBe("b_my-salon");
    expect(encodeStartParam({ tenantSlug: "my-salon", paymentId: SERVICE_ID })).toMatch(/^p_[A-Za-z0-9_-]{22}my-salon$/);
    expect(miniAppStartLink("@booking_bot", { tenantSlug: "my-salon", page: "services" })).toBe(
      "https://t.me/booking_bot?startapp=v_my-salon",
    );
  });

  it("names the app path each target opens", () => {
    const path = (target: StartTarget) => startTargetPath(parseStartParam(encodeStartParam(target)));
    expect(path({ tenantSlug: "my-salon" })).toBe("/webapp/my-salon");
    expect(path({ tenantSlug: "my-salon", page: "my-bookings" })).toBe("/webapp/my-salon/my-bookings");
    expect(path({ tenantSlug: "my-salon", serviceId: SERVICE_ID })).toBe(`/webapp/my-salon/booking?service=${SERVICE_ID}`);
    expect(path({ tenantSlug: "my-salon", paymentId: SERVICE_ID })).toBe(`/payment/result?paymentId=${SERVICE_ID}&tenant=my-salon`);
    expect(startTargetPath(parseStartParam("my-salon__booking"))).toBeUndefined();
  });

  it("gives service ids back in lowercase", () => {
    const param = encodeStartParam({ tenantSlug: "abc", serviceId: SERVICE_ID.toUpperCase() });
    expect(parseStartParam(param).serviceId).toBe(SERVICE_ID);
  });

  it("refuses to encode an invalid slug or service id", () => {
    expect(thrownAppErrorCode(() => encodeStartParam({ tenantSlug: "No_Such" }))).toBe("SLUG_INVALID");
    expect(thrownAppErrorCode(() => encodeStartParam({ tenantSlug: "abc", serviceId: "42" }))).toBe("VALIDATION_ERROR");
  });

  const encodedService = encodeStartParam({ tenantSlug: "abc", serviceId: SERVICE_ID }).slice(2, 24);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  // Flipping the lowest bit of the last character touches only the 4 bits beyond the UUID's 128.
  const nonCanonical = encodedService.slice(0, 21) + alphabet[alphabet.indexOf(encodedService[21]!) ^ 1];

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["empty", ""],
    ["a bare prefix", "t_"],
    ["an uppercase slug", "t_ABC"],
    ["a slug starting with a dash", "t_-abc"],
    ["a too short slug", "t_ab"],
    ["an unknown kind", "x_abc"],
    ["no prefix", "default"],
    ["the retired <slug>__<page> form", "default__booking"],
    ["a short payment id", "p_abcdefabc"],
    ["a short service id", "s_abcdefabc"],
    ["a service without a slug", `s_${encodedService}`],
    ["a non-canonical service id", `s_${nonCanonical}abc`],
    ["66 characters", `t_${"a".repeat(64)}`],
    ["forbidden characters", "t_abc def"],
  ])("parses %s to {}", (_, param) => {
    expect(parseStartParam(param)).toEqual({});
  });
});

describe("time links (issue 18.2)", () => {
  const time: TimeTarget = { tenantSlug: "my-salon", serviceId: SERVICE_ID, slotId: SLOT_ID, date: "2026-02-28" };
  const longest: TimeTarget = { ...time, tenantSlug: LONGEST_SLUG };

  it.each([time, longest, { ...time, date: "2028-02-29" }])("round-trips %o as a startapp parameter of at most 94 characters", (target) => {
    const param = encodeStartParam(target);
    expect(param).toMatch(/^h_[A-Za-z0-9_-]{22}[A-Za-z0-9_-]{22}\d{8}[a-z0-9-]+$/);
    expect(param.length).toBeLessThanOrEqual(94);
    expect(parseStartParam(param)).toEqual(target);
    expect(miniAppStartLink("booking_bot", target)).toBe(`https://t.me/booking_bot?startapp=${param}`);
  });

  it("opens the booking screen at that time, on the web and from Telegram alike", () => {
    const path = `/webapp/my-salon/booking?service=${SERVICE_ID}&slot=${SLOT_ID}&date=2026-02-28`;
    expect(startTargetPath(parseStartParam(encodeStartParam(time)))).toBe(path);
    expect(timeLinkUrl("https://book.example.com/", time)).toBe(`https://book.example.com${path}`);
  });

  it("refuses to build one for a bad id or date", () => {
    expect(thrownAppErrorCode(() => encodeStartParam({ ...time, slotId: "7" }))).toBe("VALIDATION_ERROR");
    expect(thrownAppErrorCode(() => encodeStartParam({ ...time, date: "2026-02-30" }))).toBe("VALIDATION_ERROR");
    expect(thrownAppErrorCode(() => timeLinkUrl("https://x.test", { ...time, date: "28.02.2026" }))).toBe("VALIDATION_ERROR");
    expect(thrownAppErrorCode(() => timeLinkUrl("https://x.test", { ...time, serviceId: "x" }))).toBe("VALIDATION_ERROR");
  });

  const param = encodeStartParam(time);
  it.each([
    ["no slug", param.slice(0, 2 + 44 + 8)],
    ["an impossible date", param.replace("20260228", "20260230")],
    ["a short date", param.replace("20260228", "2026022")],
    ["one id only", `h_${param.slice(2, 24)}20260228my-salon`],
    ["too long a startapp payload", `${param}${"a".repeat(512)}`],
  ])("parses a time link with %s to {}", (_, broken) => {
    expect(parseStartParam(broken)).toEqual({});
  });

  it("still refuses other kinds beyond 64 characters", () => {
    expect(parseStartParam(`t_${"a".repeat(63)}`)).toEqual({});
  });
});
