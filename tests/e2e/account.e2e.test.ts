// The owner's account screen in a real browser against the real server and database: on a FREE
// tenant the owner changes the password, applies a promo code at checkout and sees the discounted
// total, and meets the plan gates (domain, bot, payments); on a PROFESSIONAL tenant the owner
// saves a custom domain and toggles a payment provider configured through the API. Every page is
// photographed into test-artifacts/e2e/account*/; the pages also run inside Telegram. /account
// takes an owner to the Settings section of the staff shell (issue 26.1).
import { ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { formatUsd } from "../../apps/miniapp/src/lib/format.ts";
import { createPromo } from "../support/billing-fixtures.ts";
import { openPage, saveScreenshot, type PageSession } from "../support/browser.ts";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { testConfig } from "../support/server.ts";
import { checkScreen, E2E_YOOKASSA_SHOP, miniAppUrl, recordedTelegramCalls, useE2eStage } from "./harness.ts";
import { accountPageLink, expectAccountPage, openAccountPage } from "./staff-shell.ts";

const stage = useE2eStage({ defaultTenant: true });

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

/** The screen from the top (full-page shots of a scrolled page cut the sticky bar), then checkScreen. */
async function snap(session: PageSession, group: string, name: string): Promise<void> {
  await session.page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await checkScreen(session, group, name);
}

interface AccountAnswer {
  tenant: { customDomain: string | null };
  paymentMethods: Array<{ provider: string; isEnabled: boolean; config: { isConfigured: boolean } }>;
}

describe("account screen", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("FREE owner: password change, promo code at checkout, plan gates on domain, bot and payments", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "FREE" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Ольга" });
    await stage.server.db.user.update({ where: { id: owner.id }, data: { username: null } });
    const promo = await createPromo(stage.server.db, { discountType: "PERCENT", discountValue: 20 });
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;

    // /account takes the owner to their business's Settings (issue 26.1); the personal-info page is
    // flagged (nothing is verified or linked yet).
    await page.goto(`/account?tenant=${tenant.slug}`);
    await page.waitForURL(new RegExp(`/webapp/${tenant.slug}/admin/settings$`));
    await expectAccountPage(page, ru, "overview");
    expect(await page.getByTestId("overview-tenant-id").innerText()).toBe(tenant.slug);
    expect(await page.getByTestId("overview-plan").innerText()).toBe(ru.plans.names.FREE);
    await accountPageLink(page, ru, "personalInfo").getByTestId("attention-badge").waitFor();
    // Issue 15.8: the booking page address with copy, its QR image (lazily loaded), the bot link, bookings.
    expect(await page.getByTestId("overview-address").innerText()).toBe(`${stage.server.baseURL}/webapp/${tenant.slug}`);
    await page.getByRole("button", { name: ru.account.overview.copy }).waitFor();
    const qr = page.getByRole("img", { name: ru.account.overview.qrAlt });
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByTestId("overview-bot-link").innerText()).toContain(`startapp=t_${tenant.slug}`);
    expect(await page.getByTestId("overview-pending").innerText()).toBe(ru.account.overview.pending.replace("{{count}}", "0"));
    await snap(session, "account", "overview");

    // Personal info: statuses, "Not Set" username, then the password change.
    await openAccountPage(page, ru, "personalInfo");
    expect(await page.getByTestId("profile-username").innerText()).toBe(ru.common.notSet);
    expect(await page.getByTestId("profile-user-type").innerText()).toBe(ru.account.personalInfo.userTypes.WEB);
    expect(await page.getByTestId("verification").locator('[data-verified="false"]').count()).toBe(3);
    await page.getByRole("button", { name: ru.account.personalInfo.linkTelegram.replace("{{bot}}", "test_platform_bot") }).waitFor();
    await snap(session, "account", "personal-info");

    await page.getByRole("button", { name: ru.account.personalInfo.changePassword }).click();
    const dialog = page.getByTestId("password-dialog");
    const submit = dialog.getByRole("button", { name: ru.account.password.submit });
    const fill = async (current: string, next: string, confirm: string) => {
      await dialog.getByLabel(ru.account.password.current, { exact: true }).fill(current);
      await dialog.getByLabel(ru.account.password.new, { exact: true }).fill(next);
      await dialog.getByLabel(ru.account.password.confirm, { exact: true }).fill(confirm);
    };
    await fill(FIXTURE_PASSWORD, "new-pass-42", "");
    expect(await submit.isDisabled(), "submit waits for all three fields").toBe(true);
    await fill(FIXTURE_PASSWORD, "new-pass-42", "new-pass-43");
    await submit.click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe(ru.account.password.passwordMismatch);
    await fill(FIXTURE_PASSWORD, "short", "short");
    await submit.click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe(ru.account.password.passwordTooShort);
    await snap(session, "account", "password-dialog");
    await dialog.getByRole("button", { name: ru.common.cancel }).click();
    await page.getByRole("button", { name: ru.account.personalInfo.changePassword }).click();
    expect(await dialog.getByLabel(ru.account.password.new, { exact: true }).inputValue(), "cancel cleared the fields").toBe("");
    await fill(FIXTURE_PASSWORD, "new-pass-42", "new-pass-42");
    await submit.click();
    await toast(page, ru.alerts.success.passwordChanged);
    await expect.poll(() => dialog.count()).toBe(0);
    const login = (password: string) => stage.api("POST", "/api/auth/web-login", { tenant, body: { email: owner.email, password } });
    expect((await login("new-pass-42")).status).toBe(200);
    expect((await login(FIXTURE_PASSWORD)).status).toBe(401);

    // Subscription: FREE is current; PROFESSIONAL (popular) at checkout with a promo code.
    await openAccountPage(page, ru, "subscription");
    const card = (plan: string) => page.locator(`[data-testid="plan-card"][data-plan="${plan}"]`);
    await card("FREE").getByText(ru.account.subscription.current, { exact: true }).waitFor();
    expect(await card("FREE").getByRole("button", { name: ru.account.subscription.selectPlan }).isDisabled()).toBe(true);
    await card("PROFESSIONAL").getByText(ru.account.subscription.popular, { exact: true }).waitFor();
    await snap(session, "account", "subscription");
    await card("PROFESSIONAL").getByRole("button", { name: ru.account.subscription.selectPlan }).click();
    const checkout = page.getByTestId("checkout-dialog");
    await expect.poll(() => checkout.getByTestId("order-total").innerText()).toBe(formatUsd(19.99, "ru"));
    expect(await checkout.locator("li").count(), "the first three features").toBe(3);
    const promoField = checkout.getByLabel(ru.account.checkout.promoCode, { exact: true });
    await promoField.pressSequentially(promo.code.toLowerCase());
    expect(await promoField.inputValue(), "typed in upper case").toBe(promo.code);
    await checkout.locator('[data-promo-status="checking"]').waitFor();
    await expect.poll(() => checkout.locator('[data-promo-status="valid"]').innerText()).toBe(ru.promo.valid);
    const quote = await stage.api<{ originalPrice: number; discountAmount: number; finalPrice: number }>(
      "POST",
      "/api/tenant-management/calculate-price",
      { tenant, token: owner.token, body: { plan: "PROFESSIONAL", promoCode: promo.code } },
    );
    expect(quote.body.finalPrice).toBeLessThan(quote.body.originalPrice);
    await expect.poll(() => checkout.getByTestId("order-total").innerText()).toBe(formatUsd(quote.body.finalPrice, "ru"));
    expect(await checkout.getByTestId("order-subtotal").locator("s").innerText(), "the subtotal is struck through").toBe(
      formatUsd(quote.body.originalPrice, "ru"),
    );
    expect(await checkout.getByTestId("order-discount").innerText()).toContain(
      ru.account.checkout.discount.replace("{{code}}", promo.code),
    );
    expect(await checkout.getByTestId("order-discount").innerText()).toContain(formatUsd(quote.body.discountAmount, "ru"));
    await snap(session, "account", "checkout-promo");
    await checkout.getByRole("button", { name: ru.common.cancel }).click();
    await expect.poll(() => checkout.count()).toBe(0);

    // Plan gates: bot settings, domain and payments are all closed on FREE.
    await openAccountPage(page, ru, "botSettings");
    await page.getByText(ru.account.botSettings.proRequired).waitFor();
    expect(await page.getByLabel(ru.account.botSettings.token, { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: ru.account.botSettings.active }).isDisabled()).toBe(true);
    await snap(session, "account", "bot-settings-free");

    await openAccountPage(page, ru, "domain");
    await page.getByTestId("domain-plan-warning").waitFor();
    expect(await page.getByRole("textbox", { name: ru.domain.label, exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: ru.domain.save }).isDisabled()).toBe(true);
    await snap(session, "account", "domain-free");

    await openAccountPage(page, ru, "payments");
    await page.getByTestId("payments-plan-warning").waitFor();
    for (const provider of ["YOOKASSA", "TBANK", "SBP"]) {
      const providerCard = page.locator(`[data-testid="payment-provider"][data-provider="${provider}"]`);
      expect(await providerCard.getByRole("checkbox", { name: ru.account.payments.enabled }).isDisabled(), provider).toBe(true);
      expect(await providerCard.getByText(ru.account.payments.notConfigured, { exact: true }).count(), provider).toBe(1);
    }
    await snap(session, "account", "payments-free");
  });

  it("PROFESSIONAL owner: custom domain with instructions, payment provider toggle, bot token gate", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const tgUser = telegramUser({ firstName: "Павел" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", telegramId: BigInt(tgUser.id) });
    await stage.server.db.user.update({ where: { id: owner.id }, data: { emailVerified: true, phoneVerified: true } });
    // The provider is configured through the API first (the owner's credentials are stored encrypted).
    const credentials = await stage.api("PUT", "/api/account/payment-methods/credentials", {
      tenant,
      token: owner.token,
      body: { provider: "YOOKASSA", config: E2E_YOOKASSA_SHOP },
    });
    expect(credentials.status).toBe(200);
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    const domain = `salon-${tenant.slug}.example.test`;

    await page.goto(`/account?tenant=${tenant.slug}&tab=domain`);
    await expectAccountPage(page, ru, "domain");
    expect(await accountPageLink(page, ru, "personalInfo").getByTestId("attention-badge").count(), "all verified and linked").toBe(0);
    const input = page.getByRole("textbox", { name: ru.domain.label, exact: true });
    const save = page.getByRole("button", { name: ru.domain.save });
    expect(await save.isDisabled(), "empty input").toBe(true);
    await input.fill(`https://${domain}/page`);
    await save.click();
    await expect.poll(() => page.getByTestId("domain-form").getByRole("alert").innerText()).toBe(ru.domain.invalidFormat);
    await input.fill(domain);
    const instructions = page.getByTestId("domain-instructions");
    // The records point at the configured public host (PUBLIC_URL without its port), never the browser's host:port.
    const host = new URL(testConfig().publicUrl).hostname;
    await expect.poll(() => instructions.innerText()).toContain(`${domain}/webapp/${tenant.slug}`);
    expect(await instructions.innerText()).toContain(host);
    expect(await instructions.innerText()).not.toContain(new URL(stage.server.baseURL).host);
    expect(await instructions.innerText()).toContain("24–48");
    await save.click();
    await toast(page, ru.alerts.success.domainSaved);
    const current = page.getByTestId("current-domain");
    await current.getByText(domain).waitFor();
    expect(await current.getByRole("link", { name: ru.domain.visit }).getAttribute("href")).toBe(`https://${domain}/webapp/${tenant.slug}`);
    expect((await stage.api<AccountAnswer>("GET", "/api/account", { tenant, token: owner.token })).body.tenant.customDomain).toBe(domain);
    await snap(session, "account", "domain");
    await current.getByRole("button", { name: ru.domain.remove }).click();
    const removal = page.getByRole("alertdialog");
    await expect.poll(() => removal.innerText()).toContain(ru.domain.removeConfirm.replace("{{domain}}", domain));
    await removal.getByRole("button", { name: ru.domain.remove }).click();
    await toast(page, ru.alerts.success.domainRemoved);
    await expect.poll(() => current.count()).toBe(0);
    expect((await stage.api<AccountAnswer>("GET", "/api/account", { tenant, token: owner.token })).body.tenant.customDomain).toBeNull();

    // Payments: YooKassa is configured, so its checkbox works; T-Bank's stays disabled.
    await openAccountPage(page, ru, "payments");
    const yookassa = page.locator('[data-testid="payment-provider"][data-provider="YOOKASSA"]');
    await yookassa.getByText(ru.account.payments.configured, { exact: true }).waitFor();
    const enabled = yookassa.getByRole("checkbox", { name: ru.account.payments.enabled });
    expect(await enabled.isDisabled()).toBe(false);
    expect(
      await page
        .locator('[data-testid="payment-provider"][data-provider="TBANK"]')
        .getByRole("checkbox", { name: ru.account.payments.enabled })
        .isDisabled(),
    ).toBe(true);
    await yookassa.getByText(ru.account.payments.enabled, { exact: true }).click();
    await toast(page, ru.alerts.success.settingsSaved);
    await expect.poll(() => enabled.isChecked()).toBe(true);
    const methods = (await stage.api<AccountAnswer>("GET", "/api/account", { tenant, token: owner.token })).body.paymentMethods;
    expect(methods.find((method) => method.provider === "YOOKASSA")).toEqual({
      provider: "YOOKASSA",
      isEnabled: true,
      config: { isConfigured: true },
    });
    await snap(session, "account", "payments");

    // Bot settings: allowed on PROFESSIONAL; the active checkbox waits for a token.
    await openAccountPage(page, ru, "botSettings");
    const active = page.getByRole("checkbox", { name: ru.account.botSettings.active });
    expect(await page.getByLabel(ru.account.botSettings.token, { exact: true }).isDisabled()).toBe(false);
    expect(await active.isDisabled(), "no token yet").toBe(true);
    await page.getByLabel(ru.account.botSettings.token, { exact: true }).fill("123456:ABC-token");
    await expect.poll(() => active.isDisabled()).toBe(false);
    await snap(session, "account", "bot-settings");

    await openAccountPage(page, ru, "overview");
    await snap(session, "account", "overview-professional");
    await openAccountPage(page, ru, "personalInfo");
    expect(await page.getByTestId("verification").locator('[data-verified="true"]').count()).toBe(3);
    expect(
      await page.getByRole("button", { name: ru.account.personalInfo.linkTelegram.replace("{{bot}}", "test_platform_bot") }).count(),
    ).toBe(0);

    // Inside Telegram (the owner's linked account), dark theme: the BackButton is shown.
    const telegram = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    sessions.push(telegram);
    await telegram.page.goto(
      miniAppUrl(stage.server.baseURL, "/account", tgUser, "dark").replace("/account?", `/account?tenant=${tenant.slug}&`),
    );
    await telegram.page.getByTestId("account-overview").waitFor();
    const backButton = (await recordedTelegramCalls(telegram.page, "web_app_setup_back_button")).at(-1) as
      | { is_visible?: boolean }
      | undefined;
    expect(backButton?.is_visible).toBe(true);
    await snap(telegram, "account-telegram-dark", "overview");
    await openAccountPage(telegram.page, ru, "subscription");
    await telegram.page.locator('[data-testid="plan-card"]').first().waitFor();
    await snap(telegram, "account-telegram-dark", "subscription");

    // Desktop width.
    const desktop = await stage.openLoggedIn(owner.token, { width: 1280, height: 800 });
    sessions.push(desktop);
    for (const key of Object.keys(ru.account.tabs)) {
      await desktop.page.goto(`/account?tenant=${tenant.slug}&tab=${key}`);
      await desktop.page.getByTestId("staff-panel").locator(".panel-card, .plan-grid").first().waitFor();
      await saveScreenshot(desktop.page, "e2e/account-desktop", key);
    }
    desktop.assertNoIssues();
    telegram.assertNoIssues();
    session.assertNoIssues();
  });

  it("a customer's account shows customer things only: no owner tabs, no business setup, their booking pages (issue 14.5)", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER" });
    expect((await stage.api("GET", "/api/account", { tenant, token: customer.token })).status).toBe(403);
    const session = await stage.openLoggedIn(customer.token);
    sessions.push(session);
    await session.page.goto(`/account?tenant=${tenant.slug}`);
    const account = session.page.getByTestId("customer-account");
    const bookings = account.getByRole("link", { name: ru.account.customer.myBookingsAt.replace("{{name}}", tenant.displayName) });
    await bookings.waitFor();
    expect(await bookings.getAttribute("href")).toBe(`/webapp/${tenant.slug}/my-bookings`);
    expect(await session.page.getByTestId("staff-shell").count(), "the owner's shell").toBe(0);
    expect(await session.page.getByTestId("no-business").count(), "the business setup prompt").toBe(0);
    expect(await session.page.getByRole("link", { name: ru.account.overview.setupAction }).count()).toBe(0);
    await snap(session, "account", "customer");
  });
});
