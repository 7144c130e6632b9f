import { describe, expect, it } from "vitest";
import { isRootPage, legacyRedirectTarget, tenantPath, tenantSlugFromPath, userHomePath } from "./paths.ts";
import { tenantNameFromParams } from "./tenant-name.ts";

describe("tenant name of a route (spec §2)", () => {
  it("comes from the tenantName parameter", () => {
    expect(tenantNameFromParams({ tenantName: "acme", "*": "other/login" })).toBe("acme");
  });

  it("falls back to the first segment of the wildcard part", () => {
    expect(tenantNameFromParams({ "*": "acme/login" })).toBe("acme");
    expect(tenantNameFromParams({ "*": "/acme" })).toBe("acme");
  });

  it("is absent on top-level routes", () => {
    expect(tenantNameFromParams({})).toBeUndefined();
    expect(tenantNameFromParams({ "*": "" })).toBeUndefined();
  });
});

describe("paths", () => {
  it("builds tenant paths, defaulting to the default tenant", () => {
    expect(tenantPath()).toBe("/webapp/default");
    expect(tenantPath("acme", "my-bookings")).toBe("/webapp/acme/my-bookings");
    expect(tenantPath("acme", "/news")).toBe("/webapp/acme/news");
  });

  it("maps a legacy path with its query and hash", () => {
    expect(legacyRedirectTarget("/booking", "?service=1", "#slots")).toBe("/webapp/default/booking?service=1#slots");
  });

  it("reads the tenant slug of a browser path for the X-Tenant header", () => {
    expect(tenantSlugFromPath("/webapp/acme/booking")).toBe("acme");
    expect(tenantSlugFromPath("/webapp/acme")).toBe("acme");
    expect(tenantSlugFromPath("/account")).toBeUndefined();
  });

  it("knows the root pages where Telegram's BackButton is hidden", () => {
    expect(isRootPage("/")).toBe(true);
    expect(isRootPage("/webapp/acme")).toBe(true);
    expect(isRootPage("/webapp/acme/")).toBe(true);
    expect(isRootPage("/webapp/acme/news")).toBe(false);
    expect(isRootPage("/account")).toBe(false);
  });

  it("links My Page to the user's tenant, or the default one", () => {
    expect(userHomePath({ tenantId: "acme" })).toBe("/webapp/acme");
    expect(userHomePath({ tenantId: "" })).toBe("/webapp/default");
  });
});
