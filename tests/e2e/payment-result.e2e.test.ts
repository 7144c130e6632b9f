// Issue 25.7 in Chromium: the payer of a booking comes back from the provider to the payment result
// and sees what was paid: the booking (service, specialist, local date and time with the business's
// zone), the amount with its currency and the business (name, logo), under the business's header
// and colours, never the platform's name; the way to the booking's own page works. On the web and in
// the Telegram mock, ru/en, light/dark: at 360 and 390 px nothing scrolls sideways and no text is cut
// with an ellipsis; photographed at 360 and 1280 px (test-artifacts/e2e/payment-result/); axe finds
// nothing serious or critical on the web (inside Telegram the colours are the user's theme). The
// same customer's account, reached from the business's home ("My account"), wears the business's
// header too (on the web; inside Telegram there is no web bar), with no platform name.
import { createHash, randomUUID } from "node:crypto";
import { en, ru } from "@booking/i18n";
import { formatPrice } from "@booking/i18n/storefront-view";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals } from "../support/browser.ts";
import { createBookingRow, createService, createSlotAt } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, checkScreen, miniAppUrl, useE2eStage } from "./harness.ts";
import { clippedTexts } from "./staff-shell.ts";

const stage = useE2eStage({ defaultTenant: true });
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const BRAND = "#6a1b9a";
// A fixed appointment (10:00–10:30 in Moscow, 14 March 2031), whatever day the suite runs.
const STARTS_AT = new Date("2031-03-14T07:00:00Z");

type Channel = "web" | "telegram";
const CASES = (["web", "telegram"] as const).flatMap((channel) =>
  (["ru", "en"] as const).flatMap((language) => (["light", "dark"] as const).map((theme) => [channel, language, theme] as const)),
);

/** A business with a logo and its own colour (ENTERPRISE), a customer's paid booking and its payment. */
async function paidBooking(language: "ru" | "en") {
  const db = stage.server.db;
  const created = await createTenant(db, { plan: "ENTERPRISE" });
  const name = language === "ru" ? `Студия «Лён и хлопок» ${created.slug}` : `Linen & Cotton Studio ${created.slug}`;
  const hash = createHash("sha256").update(PNG).digest("hex").slice(0, 32);
  await db.tenantLogo.create({ data: { tenantId: created.id, hash, contentType: "image/png", bytes: PNG } });
  const tenant = await db.tenant.update({
    where: { id: created.id },
    data: { displayName: name, logoHash: hash, brandColor: BRAND, currency: "RUB" },
  });
  const service = await createService(db, tenant, {
    name: language === "ru" ? "Консультация по питанию и режиму дня" : "Nutrition and daily routine consultation",
    priceMinor: 150_000,
  });
  const slot = await createSlotAt(db, tenant, STARTS_AT);
  // The specialist is a person here, named apart from the business.
  const expertName = language === "ru" ? "Ольга Петрова" : "Olga Petrova";
  await db.expert.update({ where: { id: slot.expertId }, data: { name: expertName } });
  const user = telegramUser({ firstName: "Vera", languageCode: language });
  const customer = await createUser(db, { tenant, telegramId: BigInt(user.id), userType: "HYBRID", firstName: "Vera" });
  await db.user.update({ where: { id: customer.id }, data: { language } });
  const booking = await createBookingRow(db, { tenant, user: customer, service, slots: [slot], status: "PAID" });
  const payment = await db.payment.create({
    data: {
      tenantId: tenant.id,
      purpose: "BOOKING",
      provider: "YOOKASSA",
      status: "SUCCEEDED",
      amountMinor: 150_000,
      currency: "RUB",
      bookingId: booking.id,
      idempotenceKey: randomUUID(),
      paidAt: STARTS_AT,
    },
  });
  return { tenant, service, user, customer, booking, payment, name, expertName };
}

async function expectNoSeriousAxe(page: Page, screen: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`)),
    screen,
  ).toEqual([]);
}

/** A page of the customer's, at 360 px, in the language and theme; signed in by token (web) or Telegram (the mock). */
async function openAsCustomer(channel: Channel, language: "ru" | "en", theme: "light" | "dark", token: string) {
  const session = await openPage(stage.browser, {
    baseURL: stage.server.baseURL,
    colorScheme: theme,
    viewport: { width: 360, height: 820 },
  });
  await session.context.addInitScript(
    ({ value, token, web }) => {
      const storage = (globalThis as unknown as PageGlobals).localStorage;
      storage.setItem("language", value);
      if (web) storage.setItem("authToken", token);
    },
    { value: language, token, web: channel === "web" },
  );
  return session;
}

describe.each(CASES)("the payment result of a booking, %s, %s, %s", (channel: Channel, language, theme) => {
  const texts = language === "ru" ? ru : en;
  const group = `payment-result/${channel}-${language}-${theme}`;

  it("names the booking, the amount and the business in the business's look, nothing cut at 360 and 390 px", async () => {
    const { tenant, service, user, customer, booking, payment, name, expertName } = await paidBooking(language);
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: theme,
      viewport: { width: 360, height: 820 },
    });
    try {
      const { page, context } = session;
      await context.addInitScript(
        ({ value, token, web }) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          storage.setItem("language", value);
          if (web) storage.setItem("authToken", token);
        },
        { value: language, token: customer.token, web: channel === "web" },
      );
      // Where the provider sends the payer back: the web page, or (paid inside Telegram) the mini app.
      const url = new URL(
        channel === "web" ? `${stage.server.baseURL}/payment/result` : miniAppUrl(stage.server.baseURL, "/payment/result", user, theme),
      );
      url.searchParams.set("paymentId", payment.id);
      url.searchParams.set("tenant", tenant.slug);
      await page.goto(url.toString());

      const card = page.getByTestId("payment-booking");
      await card.waitFor();
      await page.getByText(texts.paymentResult.confirmed.title).waitFor();
      await card.getByTestId("summary-business").getByText(name).waitFor();
      expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(service.name);
      const amount = formatPrice(1500, "RUB", language);
      expect(await card.getByTestId("summary-money").innerText()).toBe(texts.paymentResult.paid.replace("{{amount}}", amount));
      expect(await card.getByTestId("summary-when").innerText()).toMatch(
        language === "ru" ? /14 марта 2031.*10:00/ : /March 14, 2031.*10:00/,
      );
      expect(await card.getByTestId("summary-zone").innerText()).toMatch(/Moscow|Москв/);
      expect(await card.getByTestId("summary-expert").innerText()).toBe(texts.manage.done.expert.replace("{{name}}", expertName));
      // The logo is served and shown (not a broken image).
      await expect
        .poll(() => card.locator(".booking-summary__logo").evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(1);
      // Never the platform's name: not in the page, not in the tab's title.
      expect(await page.locator("body").innerText()).not.toContain(texts.common.appName);
      if (channel === "web") {
        await expect.poll(() => page.title()).toBe(name);
        const home = page.locator(".top-bar__brand");
        expect(await home.getAttribute("href")).toBe(`/webapp/${tenant.slug}`);
        expect(await home.innerText()).toBe(name);
        // The business's colour on its buttons and links.
        expect(await page.locator(".page").evaluate((el) => el.getAttribute("style") ?? "")).toContain(BRAND);
      }

      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 820 });
        expect(await clippedTexts(page), `${group} at ${width}: texts cut with an ellipsis`).toEqual([]);
        if (width === 360) await checkScreen(session, group, `paid-${width}`);
        else {
          await saveScreenshot(page, `e2e/${group}`, `paid-${width}`);
          const { scrollWidth } = await horizontalOverflow(page);
          expect(scrollWidth, `${group} at ${width}: document scroll width`).toBeLessThanOrEqual(width);
        }
      }
      if (channel === "web" && ((language === "ru" && theme === "light") || (language === "en" && theme === "dark")))
        await expectNoSeriousAxe(page, `${group} 360`);
      await page.setViewportSize({ width: 1280, height: 820 });
      await saveScreenshot(page, `e2e/${group}`, "paid-1280");

      // The way to the booking's own page.
      await card.getByTestId("payment-manage").click();
      await page.waitForURL(`**/webapp/${tenant.slug}/my-bookings/${booking.id}**`);
      await page.getByTestId("manage-booking").waitFor();
      expect(await page.getByTestId("manage-booking").getAttribute("data-status")).toBe("PAID");
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });
});

describe.each(CASES)("the customer's account opened from the business's home, %s, %s, %s", (channel: Channel, language, theme) => {
  const texts = language === "ru" ? ru : en;
  const group = `customer-account/${channel}-${language}-${theme}`;

  it("wears the business's header, never the platform's name", async () => {
    const { tenant, user, customer, name } = await paidBooking(language);
    const session = await openAsCustomer(channel, language, theme, customer.token);
    try {
      const { page } = session;
      const home = `/webapp/${tenant.slug}`;
      await page.goto(channel === "web" ? `${stage.server.baseURL}${home}` : miniAppUrl(stage.server.baseURL, home, user, theme));
      await page.getByRole("link", { name: texts.home.account, exact: true }).click();
      await page.waitForURL(`**/account?tenant=${tenant.slug}`);
      await page.getByTestId("customer-account").waitFor();
      expect(await page.locator("body").innerText()).not.toContain(texts.common.appName);
      if (channel === "web") {
        const brand = page.locator(".top-bar__brand");
        await expect.poll(() => brand.innerText()).toBe(name);
        expect(await brand.getAttribute("href")).toBe(home);
        await expect.poll(() => page.title()).toBe(name);
        expect(await page.locator(".page").evaluate((el) => el.getAttribute("style") ?? "")).toContain(BRAND);
      }
      expect(await clippedTexts(page), `${group}: texts cut with an ellipsis`).toEqual([]);
      await checkScreen(session, group, "account-360");
      if (channel === "web" && ((language === "ru" && theme === "light") || (language === "en" && theme === "dark")))
        await expectNoSeriousAxe(page, `${group} 360`);
      await page.setViewportSize({ width: 1280, height: 820 });
      await saveScreenshot(page, `e2e/${group}`, "account-1280");
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });
});
