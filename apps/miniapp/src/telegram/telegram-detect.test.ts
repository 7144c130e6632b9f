import { describe, expect, it } from "vitest";
import { encodeStartParam } from "@booking/telegram/links";
import { startLinkRedirect, startParamPath } from "./start-param.ts";
import { isMockRequested, MOCK_FLAG_KEY, mightBeTelegram, type DetectSources } from "./telegram-detect.ts";

function sources(overrides: Partial<DetectSources> = {}, session: Record<string, string> = {}): DetectSources {
  return {
    location: { search: "", hash: "" },
    session: { getItem: (key) => session[key] ?? null },
    hasWebviewProxy: false,
    inIframe: false,
    ...overrides,
  };
}

describe("Telegram detection without the SDK", () => {
  it("treats a plain browser visit as the web", () => {
    expect(mightBeTelegram(sources())).toBe(false);
  });

  it("recognises launch parameters in the hash, a native webview, Telegram Web's iframe and a previous launch", () => {
    expect(mightBeTelegram(sources({ location: { search: "", hash: "#tgWebAppData=x&tgWebAppVersion=8.0" } }))).toBe(true);
    expect(mightBeTelegram(sources({ hasWebviewProxy: true }))).toBe(true);
    expect(mightBeTelegram(sources({ inIframe: true }))).toBe(true);
    expect(mightBeTelegram(sources({}, { "tapps/launchParams": '"..."' }))).toBe(true);
  });

  it("turns the dev/e2e mock on from the URL, the tab's session or the build flag", () => {
    expect(isMockRequested(sources({ location: { search: "?tgMock=1", hash: "" } }))).toBe(true);
    expect(isMockRequested(sources({}, { [MOCK_FLAG_KEY]: "1" }))).toBe(true);
    expect(isMockRequested(sources({ mockBuildFlag: "1" }))).toBe(true);
    expect(isMockRequested(sources({ location: { search: "?tgMock=0", hash: "" } }))).toBe(false);
  });
});

describe("start links (start_param, the one format of @booking/telegram/links)", () => {
  const SERVICE = "01936d3c-5b2e-7a3f-9c41-0f6b2d8e4a17";

  it("opens what the platform's own links encode, from any entry path", () => {
    expect(startParamPath(encodeStartParam({ tenantSlug: "acme" }))).toBe("/webapp/acme");
    expect(startParamPath(encodeStartParam({ tenantSlug: "acme", page: "booking" }))).toBe("/webapp/acme/booking");
    expect(startParamPath(encodeStartParam({ tenantSlug: "acme", page: "my-bookings" }))).toBe("/webapp/acme/my-bookings");
    expect(startLinkRedirect(encodeStartParam({ tenantSlug: "acme", serviceId: SERVICE }), "/webapp/acme", false)).toBe(
      `/webapp/acme/booking?service=${SERVICE}`,
    );
    expect(startLinkRedirect("m_acme", "/", false)).toBe("/webapp/acme/my-bookings");
    // A link to a time (issue 18.2): the booking screen with the service, the slot and its date.
    const time = { tenantSlug: "acme", serviceId: SERVICE, slotId: "01936d3c-aaaa-7a3f-8c41-0f6b2d8e4a18", date: "2026-12-01" };
    const timePath = `/webapp/acme/booking?service=${SERVICE}&slot=${time.slotId}&date=2026-12-01`;
    expect(startLinkRedirect(encodeStartParam(time), "/", false)).toBe(timePath);
    expect(startLinkRedirect(encodeStartParam(time), "/webapp/acme", false)).toBe(timePath);
    expect(startLinkRedirect("m_acme", "/webapp/other/news", false)).toBe("/webapp/acme/my-bookings");
  });

  it("leaves the page alone on a reload, when already there, or for what is no start link", () => {
    expect(startLinkRedirect("m_acme", "/webapp/acme/booking", true)).toBeUndefined();
    expect(startLinkRedirect("m_acme", "/webapp/acme/my-bookings", false)).toBeUndefined();
    expect(startLinkRedirect("acme__booking", "/", false)).toBeUndefined();
    expect(startParamPath("Not A Slug")).toBeUndefined();
    expect(startParamPath(undefined)).toBeUndefined();
  });
});
