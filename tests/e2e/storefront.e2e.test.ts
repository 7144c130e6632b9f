// Issue 25.1/25.9: the tenant home is the business's page. In Chromium at 360/390/1280 px, ru/en,
// light/dark, on the web and in the Telegram mock: the business and its services with the next
// free time show (already in the server's HTML, before any script), Book opens the booking screen
// on that service, axe finds nothing serious, no sideways scroll; a new business reads as setting up.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, checkScreen, createBookableTenant, mainButton, miniAppUrl, pressMainButton, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

/** checkScreen at any width: the screenshot, no sideways scroll, no console or page errors. */
async function checkAnyWidth(session: PageSession, group: string, name: string, width: number): Promise<void> {
  if (width === 360) return checkScreen(session, group, name);
  await saveScreenshot(session.page, `e2e/${group}`, name);
  const { scrollWidth, viewport } = await horizontalOverflow(session.page);
  expect(viewport).toBe(width);
  expect(scrollWidth, `${group}/${name}: sideways scroll`).toBeLessThanOrEqual(width);
  session.assertNoIssues();
}
const WIDTHS = [360, 390, 1280];
const LANGUAGES = { ru, en } as const;

describe("the business's page", () => {
  it("shows the business, its contacts and services with the next free time; Book opens the booking screen on the service", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Консультация психолога");
    await stage.server.db.tenant.update({
      where: { id: tenant.id },
      data: {
        displayName: "Студия «Лён» & Co",
        description: "Индивидуальные консультации и групповые занятия.\nРаботаем без выходных.",
        contactPhone: "+7 900 123-45-67",
        contactTelegram: "@lyon_studio",
        contactAddress: "Москва, ул. Льва Толстого, 16",
      },
    });
    const second = await createService(stage.server.db, tenant, {
      name: "Групповое занятие выходного дня",
      durationMinutes: 90,
      priceMinor: 350000,
    });
    await createSlots(stage.server.db, tenant, { dates: [localDate(tenant, 3)], startTime: "14:00", endTime: "17:00" });

    for (const channel of ["web", "telegram"] as const) {
      for (const [language, texts] of Object.entries(LANGUAGES)) {
        for (const theme of ["light", "dark"] as const) {
          for (const width of WIDTHS) {
            const session = await openPage(stage.browser, {
              baseURL: stage.server.baseURL,
              viewport: { width, height: 800 },
              colorScheme: theme,
            });
            const { page } = session;
            try {
              await session.context.addInitScript(
                (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value),
                language,
              );
              const path = `/webapp/${tenant.slug}`;
              const user = telegramUser({ firstName: "Ира", languageCode: language });
              const url = channel === "web" ? `${stage.server.baseURL}${path}` : miniAppUrl(stage.server.baseURL, path, user, theme);
              // The server's HTML names the business and its services before any script runs.
              const html = await (await fetch(url.replace(/\?.*$/, ""), { headers: { accept: "text/html" } })).text();
              expect(html).toContain("Студия «Лён» &#38; Co");
              expect(html).toContain("Групповое занятие выходного дня");
              await page.goto(url);
              await page.getByRole("heading", { level: 1, name: "Студия «Лён» & Co" }).waitFor();
              await page.getByText(texts.home.cards.news.text).waitFor();
              const services = page.getByTestId("storefront-service");
              expect(await services.count()).toBe(2);
              expect(await services.first().innerText()).toContain(texts.home.storefront.nextFree.split(":")[0]);
              expect(await page.getByTestId("storefront-contact-phone").getAttribute("href")).toBe("tel:+79001234567");
              expect(await page.getByTestId("storefront-contact-address").getAttribute("href")).toContain("yandex.ru/maps");
              if (channel === "telegram") {
                await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
                expect((await mainButton(page))?.text).toBe(texts.home.storefront.book);
              }
              // Inside Telegram the colours are the Telegram client's theme (the mock's #3390ec buttons), not ours.
              if (channel === "web") {
                const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
                expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
              }
              await checkAnyWidth(session, `storefront-${channel}-${theme}`, `home-${language}-${width}`, width);
              if (width === 390 || (width === 1280 && theme === "light")) {
                await page.getByRole("link", { name: texts.home.storefront.bookNamed.replace("{{service}}", second.name) }).click();
                await page.waitForURL(`**/webapp/${tenant.slug}/booking?service=${second.id}`);
                await page.locator('[data-testid="booking-calendar"]').waitFor();
                expect(await page.getByTestId("service-choice").filter({ hasText: second.name }).getAttribute("aria-pressed")).toBe("true");
                if (theme === "light")
                  await checkAnyWidth(session, `storefront-${channel}-${theme}`, `booking-from-home-${language}-${width}`, width);
              }
            } finally {
              await session.context.close();
            }
          }
        }
      }
    }
    // The MainButton of a one-service business opens that service's calendar.
    const single = await createBookableTenant(stage.server.db, "Разбор запроса");
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    try {
      await session.page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${single.tenant.slug}`, telegramUser({ firstName: "Ира" })));
      await expect.poll(async () => (await mainButton(session.page))?.is_visible).toBe(true);
      await pressMainButton(session.page);
      await session.page.waitForURL(`**/webapp/${single.tenant.slug}/booking?service=${single.service.id}`);
    } finally {
      await session.context.close();
    }
    expect(service.id).toBeTruthy();
  });

  it("reads as a business setting up when it has no services or description", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    for (const theme of ["light", "dark"] as const) {
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: theme });
      try {
        await session.page.goto(`${stage.server.baseURL}/webapp/${tenant.slug}`);
        await session.page.getByTestId("storefront-setup").waitFor();
        expect(await session.page.getByTestId("storefront-setup").innerText()).toContain(ru.home.storefront.setupTitle);
        const serious = (await axeViolations(session.page)).filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious).toEqual([]);
        await checkScreen(session, `storefront-web-${theme}`, "home-setting-up-ru-360");
      } finally {
        await session.context.close();
      }
    }
  });
});
