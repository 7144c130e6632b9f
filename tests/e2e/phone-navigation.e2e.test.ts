// Issue 14.4: on a 360 px phone every tenant tab (home, news, articles, services, book, my bookings,
// admin) is on screen without a hidden sideways scroll, and the active one is among them; the
// greeting (a long name) shortens beside the whole "Admin" mark instead of covering it.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, PHONE_WIDTH, setLocalStorage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

describe.each([
  ["ru", ru],
  ["en", en],
] as const)("tenant tabs at 360 px in %s", (language, texts) => {
  it("shows every tab of an owner inside the screen, the active one marked", async () => {
    const tenant = await stage.server.db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Константинопольский" });
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "light",
      viewport: { width: PHONE_WIDTH, height: 800 },
    });
    try {
      const { page } = session;
      await page.goto("/");
      await setLocalStorage(page, "language", language);
      await setLocalStorage(page, "authToken", owner.token);
      await page.goto("/webapp/default/my-bookings");
      const menu = page.getByRole("navigation", { name: texts.nav.menu });
      const tabs = [
        texts.nav.home,
        texts.nav.news,
        texts.nav.articles,
        texts.nav.services,
        texts.nav.book,
        texts.nav.myBookings,
        texts.nav.admin,
      ];
      await menu.getByRole("link", { name: texts.nav.admin, exact: true }).waitFor();

      expect(await menu.evaluate((nav) => nav.scrollWidth - nav.clientWidth), "the menu's hidden sideways scroll").toBeLessThanOrEqual(0);
      for (const name of tabs) {
        const box = await menu.getByRole("link", { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${name}: right edge`).toBeLessThanOrEqual(PHONE_WIDTH);
      }
      const page_ = await horizontalOverflow(page);
      expect(page_.scrollWidth, "the page's sideways scroll").toBeLessThanOrEqual(page_.viewport);

      const mark = await page.getByTestId("admin-mark").boundingBox();
      const greeting = await page.getByTestId("nav-greeting").locator(".nav-greeting__text").boundingBox();
      const logout = await page.getByRole("button", { name: texts.nav.logout }).boundingBox();
      expect(mark && greeting && logout).toBeTruthy();
      expect(await page.getByTestId("admin-mark").innerText()).toBe(texts.nav.adminMark);
      expect(greeting!.x + greeting!.width, "the greeting ends before the Admin mark").toBeLessThanOrEqual(mark!.x + 0.5);
      expect(mark!.x + mark!.width, "the Admin mark ends before Logout").toBeLessThanOrEqual(logout!.x + 0.5);
      expect(logout!.x + logout!.width, "Logout on screen").toBeLessThanOrEqual(PHONE_WIDTH);
      const clipped = await page
        .locator(".top-bar__actions button")
        .evaluateAll((buttons) =>
          buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent),
        );
      expect(clipped, "the bar's buttons are whole").toEqual([]);

      const active = menu.locator('[aria-current="page"]');
      expect(await active.innerText()).toBe(texts.nav.myBookings);
      await checkScreen(session, "web-light", `tabs-360-${language}`);
    } finally {
      await session.close();
    }
  });
});
