// Issue 14.7: a screen whose download fails (the network drops the chunk) fails in place: the
// tenant's tabs stay, the box says the device is offline when it is, and Retry (or the connection
// coming back) brings the screen without reloading the page.
import { en } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, setLocalStorage } from "../support/browser.ts";
import { createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

describe("failure and offline states", () => {
  it("a failed screen download keeps the navigation, says offline, and retries in place", async () => {
    const { tenant } = await createBookableTenant(stage.server.db);
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "light" });
    try {
      const { page, context } = session;
      await page.goto("/");
      await setLocalStorage(page, "language", "en");
      await page.goto(`/webapp/${tenant.slug}`);
      const menu = page.getByRole("navigation", { name: en.nav.menu });
      await menu.getByRole("link", { name: en.nav.book, exact: true }).waitFor();
      await page.evaluate("window.__sameDocument = true");

      // The network drops every script download, and the device goes offline.
      await page.route("**/assets/*.js", (route) => route.abort("internetdisconnected"));
      await context.setOffline(true);
      await menu.getByRole("link", { name: en.nav.book, exact: true }).click();
      const failure = page.getByTestId("screen-failure");
      await failure.waitFor();
      expect(await failure.innerText()).toContain(en.common.screenFailed);
      expect(await page.getByTestId("offline-note").innerText()).toBe(en.common.offline);
      expect(await menu.getByRole("link", { name: en.nav.services, exact: true }).isVisible(), "the tabs stay").toBe(true);

      // Back online: the screen downloads by itself, in the same document.
      await page.unroute("**/assets/*.js");
      await context.setOffline(false);
      await page
        .getByTestId("booking-calendar")
        .or(page.getByRole("heading", { name: en.booking.title }))
        .first()
        .waitFor();
      expect(await page.evaluate("window.__sameDocument")).toBe(true);

      // A failure while online: Retry downloads again, still without a reload.
      await page.route("**/assets/*.js", (route) => route.abort("failed"));
      await menu
        .getByRole("link", { name: en.nav.myBookings, exact: true })
        .or(menu.getByRole("link", { name: en.nav.news, exact: true }))
        .first()
        .click();
      await failure.waitFor();
      expect(await page.getByTestId("offline-note").count()).toBe(0);
      await page.unroute("**/assets/*.js");
      await failure.getByRole("button", { name: en.common.retry }).click();
      await failure.waitFor({ state: "detached" });
      expect(await page.evaluate("window.__sameDocument")).toBe(true);
    } finally {
      await session.close();
    }
  });
});
