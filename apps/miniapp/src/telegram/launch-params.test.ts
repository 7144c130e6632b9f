// Issue 19.1/19.5: launch parameters read without the SDK's parser, kept for a reload where
// storage is blocked, and the in-memory storage that stands in for blocked browser storage.
import { describe, expect, it } from "vitest";
import { installStorageFallback } from "../lib/storage.ts";
import { findLaunchQuery, keepLaunchQueryInUrl, parseLaunchQuery } from "./launch-params.ts";

const user = JSON.stringify({ id: 42, first_name: "Ann", language_code: "ru" });
const initData = new URLSearchParams({ auth_date: "1", user, start_param: "m_acme", hash: "ab" }).toString();
const raw = new URLSearchParams({
  tgWebAppData: initData,
  tgWebAppVersion: "6.0",
  tgWebAppPlatform: "tdesktop",
  tgWebAppThemeParams: '{"bg_color":"#000000"}',
}).toString();

describe("launch parameters", () => {
  it("come from the URL, else the document's first navigation, else this tab's earlier load", () => {
    expect(findLaunchQuery({ href: `https://app.test/webapp/a#${raw}` })).toBe(raw);
    expect(findLaunchQuery({ href: "https://app.test/webapp/a/booking", navigationUrl: `https://app.test/#${raw}` })).toBe(raw);
    expect(findLaunchQuery({ href: "https://app.test/webapp/a", stored: raw })).toBe(raw);
    expect(findLaunchQuery({ href: "https://app.test/webapp/a#section", stored: null })).toBeUndefined();
  });

  it("are parsed leniently: no `signature` field is reported, not refused; the start parameter from either place", () => {
    const launch = parseLaunchQuery(raw);
    expect(launch).toMatchObject({
      initDataRaw: initData,
      platform: "tdesktop",
      version: "6.0",
      startParam: "m_acme",
      hasSignature: false,
    });
    expect(launch.user).toMatchObject({ id: 42, first_name: "Ann" });
    expect(launch.themeParams).toEqual({ bg_color: "#000000" });
    expect(parseLaunchQuery(`${raw}&tgWebAppStartParam=t_other`).startParam).toBe("t_other");
    expect(parseLaunchQuery(raw.replace("hash%3Dab", "signature%3Dxyz%26hash%3Dab")).hasSignature).toBe(true);
  });

  it("stay in every history entry's hash when there is no storage to keep them (reload_iframe)", () => {
    const urls: string[] = [];
    const location = { href: "https://app.test/webapp/a", hash: "" } as Location;
    const record = (_state: unknown, _unused: string, url?: string | URL | null) => {
      urls.push(String(url));
    };
    const history = { state: null, pushState: record, replaceState: record } as unknown as History;
    keepLaunchQueryInUrl(raw, history, location);
    history.pushState(null, "", "/webapp/a/booking?service=1");
    history.replaceState(null, "", "/webapp/a/news#top");
    expect(urls).toEqual([
      `https://app.test/webapp/a#${raw}`,
      `https://app.test/webapp/a/booking?service=1#${raw}`,
      "https://app.test/webapp/a/news#top",
    ]);
  });
});

describe("installStorageFallback", () => {
  it("replaces blocked storage with an in-memory one and leaves working storage alone", () => {
    const working = window.localStorage;
    const target = Object.create(window) as Window;
    Object.defineProperty(target, "sessionStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("Access is denied", "SecurityError");
      },
    });
    Object.defineProperty(target, "localStorage", { configurable: true, get: () => working });
    expect(installStorageFallback(target)).toEqual(["sessionStorage"]);
    target.sessionStorage.setItem("k", "v");
    expect(target.sessionStorage.getItem("k")).toBe("v");
    expect(target.localStorage).toBe(working);
  });
});
