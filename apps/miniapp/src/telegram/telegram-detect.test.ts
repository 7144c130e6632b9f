import { describe, expect, it } from "vitest";
import { startParamPath } from "./start-param.ts";
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
    expect(mightBeTelegram(sources({}, { "tapps/launchParams": "\"...\"" }))).toBe(true);
  });

  it("turns the dev/e2e mock on from the URL, the tab's session or the build flag", () => {
    expect(isMockRequested(sources({ location: { search: "?tgMock=1", hash: "" } }))).toBe(true);
    expect(isMockRequested(sources({}, { [MOCK_FLAG_KEY]: "1" }))).toBe(true);
    expect(isMockRequested(sources({ mockBuildFlag: "1" }))).toBe(true);
    expect(isMockRequested(sources({ location: { search: "?tgMock=0", hash: "" } }))).toBe(false);
  });
});

describe("deep links (start_param)", () => {
  it("opens a tenant's home or one of its pages", () => {
    expect(startParamPath("acme")).toBe("/webapp/acme");
    expect(startParamPath("acme__booking")).toBe("/webapp/acme/booking");
    expect(startParamPath("acme__my-bookings")).toBe("/webapp/acme/my-bookings");
  });

  it("ignores unknown pages and values that are not slugs", () => {
    expect(startParamPath("acme__unknown")).toBe("/webapp/acme");
    expect(startParamPath("Not A Slug")).toBeUndefined();
    expect(startParamPath(undefined)).toBeUndefined();
  });
});
