// Issue 14 (g) and the brief's screen review: the customer screens (home, booking with a time chosen,
// my bookings, the account, an unknown tenant) at 360 px in the dark theme, in Russian and English,
// on the web and inside the Telegram mock: each photographed (test-artifacts/e2e/customer-*) with
// no sideways scroll and no console error, and axe finds no serious or critical violation.
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, setLocalStorage, type PageSession } from "../support/browser.ts";
import { createBookingRow } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, checkScreen, createBookableTenant, miniAppUrl, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

/** The screen from the top (a full-page shot of a scrolled page cuts through the sticky bar). */
async function snap(session: PageSession, group: string, name: string): Promise<void> {
  await session.page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await checkScreen(session, group, name);
}

/**
 * Inside Telegram the colours are the user's Telegram theme (the mock's is Telegram Desktop's dark:
 * its button colour under white text is 3.7:1, its hint colour 3.6:1); the app follows it rather than
 * overriding it, so contrast is judged on the web, where the colours are the app's own.
 */
async function serious(page: Page, where: "web" | "telegram"): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .filter((v) => where === "web" || v.id !== "color-contrast")
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`));
}

describe.each([
  ["ru", ru],
  ["en", en],
] as const)("customer screens in the dark, %s", (language, texts) => {
  it.each(["web", "telegram"] as const)("%s", async (where) => {
    const { tenant, service } = await createBookableTenant(stage.server.db, language === "ru" ? "Разбор резюме" : "CV review");
    const tgUser = telegramUser({ firstName: "Olga", languageCode: language });
    const customer = await createUser(stage.server.db, {
      tenant,
      firstName: "Olga",
      ...(where === "telegram" ? { telegramId: BigInt(tgUser.id) } : {}),
    });
    const slots = await stage.server.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" }, take: 3 });
    await createBookingRow(stage.server.db, { tenant, user: customer, service, slots: [slots[0]!], status: "CONFIRMED" });
    await createBookingRow(stage.server.db, { tenant, user: customer, service, slots: [slots[1]!], status: "CANCELLED" });
    const group = `customer-${where}-dark`;
    const session: PageSession = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "dark",
      viewport: { width: 360, height: 800 },
    });
    const { page } = session;
    const open = async (path: string) => {
      if (where === "web") await page.goto(path);
      else await page.goto(miniAppUrl(stage.server.baseURL, path, tgUser, "dark").replace(/\?(.*)\?/, "?$1&"));
    };
    try {
      await page.goto("/");
      await setLocalStorage(page, "language", language);
      if (where === "web") await setLocalStorage(page, "authToken", customer.token);

      await open(`/webapp/${tenant.slug}`);
      await page.getByRole("navigation").getByRole("link", { name: texts.nav.myBookings, exact: true }).waitFor();
      expect(await serious(page, where), "home").toEqual([]);
      await snap(session, group, `home-${language}`);

      await open(`/webapp/${tenant.slug}/booking`);
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await page.locator('[data-testid="slot"]').first().click();
      await page.getByTestId("booking-summary").waitFor();
      expect(await serious(page, where), "booking").toEqual([]);
      await snap(session, group, `booking-${language}`);

      await page.getByRole("navigation").getByRole("link", { name: texts.nav.myBookings, exact: true }).click();
      await page.getByTestId("bookings-past").waitFor();
      // No contacts and no bot of its own: the platform's support is offered, never a dead end.
      await page.getByTestId("bookings-upcoming").getByTestId("contact-chat").waitFor();
      expect(await serious(page, where), "my bookings").toEqual([]);
      await snap(session, group, `my-bookings-${language}`);

      await open(`/account?tenant=${tenant.slug}`);
      await page.getByTestId("customer-account").waitFor();
      await page.getByTestId("verification").waitFor();
      expect(await serious(page, where), "account").toEqual([]);
      await snap(session, group, `account-${language}`);

      await open("/webapp/no-such-business/booking");
      await page.getByTestId("unknown-tenant").waitFor();
      // Inside Telegram: no web bar, and Close rather than the platform's marketing page.
      expect(await page.getByRole("banner").count()).toBe(where === "web" ? 1 : 0);
      expect(await page.getByRole("button", { name: texts.notFound.close }).count()).toBe(where === "web" ? 0 : 1);
      expect(await serious(page, where), "unknown tenant").toEqual([]);
      // The page itself answers 404 (the browser logs it): the only console line allowed here.
      const notFound = session.issues.findIndex(
        (issue) => issue.url?.includes("/webapp/no-such-business/booking") && /404/.test(issue.text),
      );
      if (notFound >= 0) session.issues.splice(notFound, 1);
      await snap(session, group, `not-found-${language}`);
    } finally {
      await session.close();
    }
  });
});
