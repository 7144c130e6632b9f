// Site-wide behaviour in a real browser: the language choice survives a reload, the legacy
// top-level paths land on the default tenant's pages, an owner sets up a business page, and a
// tour of the main screens in both themes (screenshots, no sideways scrolling at 360 px, no console
// errors), plus a desktop pass.
import { randomUUID } from "node:crypto";
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, saveScreenshot, setLocalStorage, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

async function withPage<T>(
  options: { colorScheme?: "light" | "dark"; width?: number },
  run: (session: PageSession) => Promise<T>,
): Promise<T> {
  const session = await openPage(stage.browser, {
    baseURL: stage.server.baseURL,
    colorScheme: options.colorScheme ?? "light",
    ...(options.width ? { viewport: { width: options.width, height: 900 } } : {}),
  });
  try {
    return await run(session);
  } finally {
    await session.close();
  }
}

function heading(page: Page, name: string) {
  return page.getByRole("heading", { name, exact: true });
}

describe("language toggle", () => {
  it("switches to English and keeps it after a reload", async () => {
    await withPage({}, async (session) => {
      const { page } = session;
      await page.goto("/webapp/default");
      await heading(page, ru.home.title).waitFor();
      await page.getByRole("button", { name: ru.language.switchTo }).click();
      await heading(page, en.home.title).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.lang)).toBe("en");
      await page.reload();
      await heading(page, en.home.title).waitFor();
      expect(await page.getByRole("button", { name: en.language.switchTo }).innerText()).toBe("RU");
      await page.getByRole("button", { name: en.language.switchTo }).click();
      await heading(page, ru.home.title).waitFor();
      session.assertNoIssues();
    });
  });
});

describe("legacy paths", () => {
  it.each([
    ["/services", "/webapp/default/services", ru.services.title, "Стратегическая сессия"],
    ["/news", "/webapp/default/news", ru.news.title, "Мы открылись!"],
    ["/articles", "/webapp/default/articles", ru.articles.title, "Как подготовиться к консультации"],
    ["/booking?from=bot", "/webapp/default/booking?from=bot", ru.booking.title, "Аудит проекта"],
    ["/my-bookings", "/webapp/default/my-bookings", ru.myBookings.title, ru.myBookings.pleaseLogin],
  ])("%s lands on %s of the default tenant", async (from, to, title, content) => {
    await withPage({}, async (session) => {
      const { page } = session;
      await page.goto(from);
      await page.waitForURL(`**${to}`);
      await heading(page, title).waitFor();
      await page.getByText(content).first().waitFor();
      // Replaced, not pushed: going back leaves the site instead of bouncing on the redirect.
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).history.length)).toBe(2);
      session.assertNoIssues();
    });
  });
});

describe("tenant setup", () => {
  it("creates a business page at a free slug and refuses a taken one", async () => {
    const owner = await createUser(stage.server.db, { firstName: "Анна" });
    const taken = await createTenant(stage.server.db);
    const createdSlug = await withPage({}, async (session) => {
      const { page } = session;
      await page.goto("/setup");
      await page.getByText(ru.setup.loginRequired).waitFor();
      await setLocalStorage(page, "authToken", owner.token);
      await page.reload();

      const slug = page.getByLabel(ru.setup.slug, { exact: true });
      const submit = page.getByRole("button", { name: ru.setup.submit });
      await page.getByLabel(ru.setup.businessName, { exact: true }).fill(`Студия Анны ${Date.now().toString(36)}`);
      const suggested = await slug.inputValue();
      expect(suggested).toMatch(/^studiya-anny-[a-z0-9]+$/);
      await page.getByText(ru.setup.slugAvailable).waitFor();

      await slug.fill(taken.slug);
      await page.getByText(ru.errors.SLUG_TAKEN).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await checkScreen(session, "web-light", "setup-slug-taken");

      await slug.fill(suggested);
      await page.getByText(ru.setup.slugAvailable).waitFor();
      await submit.click();
      await page.getByRole("status").filter({ hasText: ru.setup.success }).waitFor();
      await page.waitForURL(`**/webapp/${suggested}`);
      session.assertNoIssues();
      return suggested;
    });
    const ownership = await stage.server.db.membership.findFirstOrThrow({
      where: { userId: owner.id, role: "OWNER" },
      include: { tenant: true },
    });
    expect(ownership.tenant).toMatchObject({ slug: createdSlug, plan: "FREE" });
  });
});

/** The main screens, each with what shows that it has loaded. */
const TOUR: ReadonlyArray<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  { name: "landing", path: "/", ready: (page) => page.locator("#plans").waitFor() },
  { name: "home", path: "/webapp/default", ready: (page) => heading(page, ru.home.title).waitFor() },
  { name: "services", path: "/webapp/default/services", ready: (page) => page.getByTestId("service-card").first().waitFor() },
  {
    name: "booking",
    path: "/webapp/default/booking",
    ready: async (page) => {
      await page.getByTestId("service-choice").first().click();
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await page.getByTestId("slot").first().waitFor();
    },
  },
  { name: "news", path: "/webapp/default/news", ready: (page) => page.getByTestId("news-item").first().waitFor() },
  { name: "articles", path: "/webapp/default/articles", ready: (page) => page.getByTestId("article-card").first().waitFor() },
  {
    name: "article",
    path: "/webapp/default/articles",
    ready: async (page) => {
      await page.getByTestId("article-card").first().click();
      await page.getByRole("link", { name: new RegExp(ru.articles.backToList) }).waitFor();
    },
  },
  {
    name: "article-not-found",
    path: `/webapp/default/articles/${randomUUID()}`,
    ready: (page) => page.getByText(ru.articles.notFound).waitFor(),
  },
  {
    name: "my-bookings-visitor",
    path: "/webapp/default/my-bookings",
    ready: (page) => page.getByText(ru.myBookings.pleaseLogin).waitFor(),
  },
  { name: "login", path: "/login", ready: (page) => heading(page, ru.login.title).waitFor() },
  { name: "register", path: "/register", ready: (page) => page.getByText(ru.register.web.subtitle).waitFor() },
  { name: "setup-visitor", path: "/setup", ready: (page) => page.getByText(ru.setup.loginRequired).waitFor() },
  { name: "payment-no-id", path: "/payment/result", ready: (page) => page.getByText(ru.paymentResult.missing).waitFor() },
  {
    name: "payment-visitor",
    path: `/payment/result?paymentId=${randomUUID()}`,
    ready: (page) => page.getByText(ru.paymentResult.loginRequired).waitFor(),
  },
];

describe("main screens", () => {
  it.each(["light", "dark"] as const)("fit a 360 px phone without errors in the %s theme", async (theme) => {
    await withPage({ colorScheme: theme }, async (session) => {
      for (const screen of TOUR) {
        await session.page.goto(screen.path);
        await screen.ready(session.page);
        await checkScreen(session, `web-${theme}`, screen.name);
      }
    });
  });

  it("lay out on a desktop screen without sideways scrolling", async () => {
    await withPage({ width: 1280 }, async (session) => {
      const { page } = session;
      for (const screen of TOUR.filter((candidate) => ["home", "services", "booking", "articles", "login"].includes(candidate.name))) {
        await page.goto(screen.path);
        await screen.ready(page);
        await saveScreenshot(page, "e2e/web-desktop", screen.name);
        const { scrollWidth, viewport } = await horizontalOverflow(page);
        expect(scrollWidth, screen.name).toBeLessThanOrEqual(viewport);
      }
      session.assertNoIssues();
    });
  });
});

describe("whose page (issue 14.1)", () => {
  it("names the business in the header and the title, from the page itself", async () => {
    const tenant = await createTenant(stage.server.db);
    await stage.server.db.tenant.update({ where: { id: tenant.id }, data: { displayName: "Студия Лён" } });
    await withPage({}, async (session) => {
      const { page } = session;
      const profileRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/tenant/public")) profileRequests.push(request.url());
      });
      await page.goto(`/webapp/${tenant.slug}/services`);
      await page.getByRole("link", { name: "Студия Лён" }).waitFor();
      expect(await page.title()).toBe("Студия Лён");
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Студия Лён");
      expect(profileRequests, "the profile came with the HTML").toEqual([]);
      session.assertNoIssues();
    });
  });

  it("shows the business's description and contacts on its home when the owner set them", async () => {
    const tenant = await createTenant(stage.server.db);
    await stage.server.db.tenant.update({
      where: { id: tenant.id },
      data: {
        displayName: "Студия Лён",
        description: "Льняная одежда на заказ",
        contactPhone: "+7 900 123-45-67",
        contactTelegram: "@lyon_studio",
      },
    });
    await withPage({}, async (session) => {
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}`);
      // The business's page (issue 25.1): the description under its name, contacts a tap opens.
      const storefront = page.getByTestId("storefront");
      expect(await storefront.locator(".storefront-hero__about").innerText()).toBe("Льняная одежда на заказ");
      expect(await storefront.getByRole("link", { name: "+7 900 123-45-67" }).getAttribute("href")).toBe("tel:+79001234567");
      expect(await storefront.getByRole("link", { name: ru.home.storefront.writeTelegram }).getAttribute("href")).toBe(
        "https://t.me/lyon_studio",
      );
      session.assertNoIssues();
    });
  });

  it("shows an unknown business page as not found, with no register form", async () => {
    await withPage({}, async (session) => {
      const { page } = session;
      const response = await page.goto("/webapp/no-such-business-here/booking");
      expect(response?.status()).toBe(404);
      await page.getByTestId("unknown-tenant").waitFor();
      expect(await page.getByText(ru.notFound.title).count()).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: ru.nav.login }).count()).toBe(0);
      expect(await page.getByRole("link", { name: ru.nav.register }).count()).toBe(0);
      expect(await page.title()).toBe(ru.notFound.title);
      await saveScreenshot(page, "tenant-identity", "not-found");
    });
  });
});
