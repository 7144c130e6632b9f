// Issue 25.8: the plan a visitor picks on the landing page survives sign-up to checkout. Picking
// Professional leads to sign-up (which says the plan is kept), then sign-in, then the business
// setup with Professional selected, whose Create goes on to that plan's checkout.
import { randomUUID } from "node:crypto";
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, type PageGlobals } from "../support/browser.ts";
import { checkScreen, tickConsent, uniqueEmail, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

describe("the plan chosen on the landing page", () => {
  it.each([
    { language: "ru", theme: "light" },
    { language: "en", theme: "dark" },
  ] as const)("is selected at the setup after sign-up and sent to checkout ($language, $theme)", async ({ language, theme }) => {
    const texts = language === "ru" ? ru : en;
    const email = uniqueEmail(`plan-${language}`);
    const password = "plan-pass-123";
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: theme });
    try {
      const { page } = session;
      await session.context.addInitScript(
        (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value),
        language,
      );
      await page.goto("/");
      const card = page
        .locator(".plan-card")
        .filter({ has: page.getByRole("heading", { name: texts.plans.names.PROFESSIONAL, exact: true }) });
      await card.getByRole("link", { name: texts.landing.plans.cta }).click();
      await page.waitForURL("**/register?plan=PROFESSIONAL");
      const kept = page.getByTestId("plan-kept");
      await kept.waitFor();
      expect(await kept.innerText()).toContain(texts.plans.names.PROFESSIONAL);
      await checkScreen(session, `landing-plan-${language}-${theme}`, "register");

      await page.getByLabel(texts.register.web.firstName, { exact: true }).fill("Анна");
      await page.getByLabel(texts.register.web.email, { exact: true }).fill(email);
      await page.getByLabel(texts.register.web.password, { exact: true }).fill(password);
      await page.getByLabel(texts.register.web.phone, { exact: true }).fill("+7 900 555-44-33");
      await tickConsent(page);
      await page.getByRole("button", { name: texts.register.web.submit }).click();

      // Sign-in, still saying the plan waits, then straight to the setup with it selected.
      await page.waitForURL("**/login");
      await page.getByTestId("plan-kept").waitFor();
      await expect.poll(() => page.getByLabel(texts.login.email, { exact: true }).inputValue()).toBe(email);
      await page.getByRole("button", { name: texts.login.continue }).click();
      await page.getByLabel(texts.login.password, { exact: true }).fill(password);
      await page.getByRole("button", { name: texts.login.signIn, exact: true }).click();
      await page.waitForURL("**/setup");
      // The plan picker: one radio per plan, the chosen one checked.
      await expect.poll(() => page.locator('input[name="plan"]:checked').inputValue()).toBe("PROFESSIONAL");
      await page.getByLabel(texts.setup.businessName, { exact: true }).fill(`Studio ${randomUUID().slice(0, 8)}`);
      await page.getByText(texts.setup.slugAvailable).waitFor();
      await checkScreen(session, `landing-plan-${language}-${theme}`, "setup");
      const checkout = page.waitForRequest((request) => request.url().includes("tenantManagement.checkout"));
      await page.getByRole("button", { name: texts.setup.submit }).click();

      // Checkout of that plan in the new business (the e2e platform has no payment provider, so
      // it answers PAYMENT_PROVIDER_NOT_CONFIGURED and the owner lands on the page on Free).
      expect(JSON.parse((await checkout).postData() ?? "{}")).toMatchObject({ plan: "PROFESSIONAL" });
      const owner = await stage.server.db.user.findUniqueOrThrow({ where: { email } });
      await expect
        .poll(
          async () =>
            (await stage.server.db.membership.findFirst({ where: { userId: owner.id, role: "OWNER" }, include: { tenant: true } }))?.tenant
              .slug,
        )
        .toBeTruthy();
      // Chosen once: a later sign-in goes to the account, not to a second setup.
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem("chosenPlan"))).toBeNull();
    } finally {
      await session.close();
    }
  });
});
