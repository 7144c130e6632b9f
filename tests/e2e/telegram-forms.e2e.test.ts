// Inside Telegram every form's primary action is the MainButton (issue 14.3): the login steps and
// the account's profile form (and the change-password dialog over it) show no web submit button,
// the MainButton carries the step's label and submits the form. Issue 16.6 in the mini app: "Use
// my Telegram number" sends Telegram's signed contact, the phone becomes verified and the personal
// info badge clears.
import { ru } from "@booking/i18n";
import { signRawInitData } from "@booking/telegram";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, type PageSession } from "../support/browser.ts";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { checkScreen, mainButton, miniAppUrl, PLATFORM_BOT_TOKEN, pressMainButton, useE2eStage } from "./harness.ts";

// The account lives outside any tenant's pages: the platform's pages fall back to "default".
const stage = useE2eStage({ defaultTenant: true });
const sessions: PageSession[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

async function openInTelegram(url: string): Promise<PageSession> {
  const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
  sessions.push(session);
  await session.page.goto(url);
  return session;
}

/** The MainButton shows `text`, active; then it is pressed. */
async function pressMain(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await mainButton(page))?.text).toBe(text);
  await expect.poll(async () => (await mainButton(page))?.is_active).toBe(true);
  expect((await mainButton(page))?.is_visible).toBe(true);
  await pressMainButton(page);
}

/** No web submit button is visible in the page's forms. */
async function visibleSubmitButtons(page: Page): Promise<number> {
  return page.locator('form button[type="submit"]:visible').count();
}

describe("forms inside Telegram", () => {
  it("login: each step's action is the MainButton", async () => {
    const tenant = await createTenant(stage.server.db);
    const user = await createUser(stage.server.db, { tenant, role: "CUSTOMER" });
    const stranger = telegramUser({ firstName: "Гость", languageCode: "ru" });
    const session = await openInTelegram(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/login`, stranger));
    const { page } = session;
    await page.getByLabel(ru.login.email, { exact: true }).fill(user.email!);
    expect(await visibleSubmitButtons(page)).toBe(0);
    await checkScreen(session, "telegram-forms", "login-email");
    await pressMain(page, ru.login.continue);
    await page.getByLabel(ru.login.password, { exact: true }).fill(FIXTURE_PASSWORD);
    expect(await visibleSubmitButtons(page)).toBe(0);
    await pressMain(page, ru.login.signIn);
    await page.waitForURL(`**/webapp/${tenant.slug}`);
    // The login screen is gone, and with it its MainButton.
    await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);
    session.assertNoIssues();
  });

  it("account: the profile saves with the MainButton, the password dialog takes it over and gives it back", async () => {
    const tenant = await createTenant(stage.server.db);
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const tgUser = telegramUser({ firstName: "Павел", languageCode: "ru" });
    await stage.server.db.user.update({
      where: { id: owner.id },
      data: { telegramId: BigInt(tgUser.id), userType: "HYBRID", language: "ru" },
    });
    const session = await openInTelegram(
      miniAppUrl(stage.server.baseURL, "/account", tgUser).replace("/account?", `/account?tenant=${tenant.slug}&tab=personalInfo&`),
    );
    const { page } = session;
    const firstName = page.getByLabel(ru.account.personalInfo.firstName, { exact: true });
    await firstName.waitFor();
    expect(await visibleSubmitButtons(page)).toBe(0);
    await firstName.fill("Павел Новый");
    await checkScreen(session, "telegram-forms", "account-profile");
    await pressMain(page, ru.account.personalInfo.saveProfile);
    await page.getByRole("status").filter({ hasText: ru.alerts.success.profileSaved }).first().waitFor();
    expect((await stage.server.db.user.findUniqueOrThrow({ where: { id: owner.id } })).firstName).toBe("Павел Новый");

    await page.getByRole("button", { name: ru.account.personalInfo.changePassword }).click();
    const dialog = page.getByTestId("password-dialog");
    await dialog.waitFor();
    await expect.poll(async () => (await mainButton(page))?.text).toBe(ru.account.password.submit);
    expect((await mainButton(page))?.is_active, "nothing typed yet").toBe(false);
    await dialog.getByRole("button", { name: ru.common.cancel }).click();
    await expect.poll(async () => (await mainButton(page))?.text).toBe(ru.account.personalInfo.saveProfile);
    expect((await mainButton(page))?.is_visible).toBe(true);
    session.assertNoIssues();
  });

  it("account: the phone shared from Telegram becomes verified and the badge clears (issue 16.6)", async () => {
    const tenant = await createTenant(stage.server.db);
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const tgUser = telegramUser({ firstName: "Вера", languageCode: "ru" });
    await stage.server.db.user.update({
      where: { id: owner.id },
      data: { telegramId: BigInt(tgUser.id), userType: "HYBRID", language: "ru", emailVerified: true, phoneVerified: false },
    });
    // Telegram's answer to requestContact, signed by the bot that opened the app.
    const contact = signRawInitData(
      {
        contact: JSON.stringify({ user_id: tgUser.id, phone_number: "79165550011", first_name: "Вера" }),
        auth_date: String(Math.floor(Date.now() / 1000)),
      },
      PLATFORM_BOT_TOKEN,
    );
    const url = miniAppUrl(stage.server.baseURL, "/account", tgUser).replace(
      "/account?",
      `/account?tenant=${tenant.slug}&tab=personalInfo&`,
    );
    const session = await openInTelegram(`${url}&tgMockContact=${encodeURIComponent(contact)}`);
    const { page } = session;
    await page.getByTestId("attention-badge").waitFor();
    expect(await page.getByTestId("verification").locator('[data-verified="true"]').count()).toBe(2);
    await checkScreen(session, "telegram-forms", "account-phone-unverified");
    await page.getByRole("button", { name: ru.telegram.sharePhone }).click();
    await page.getByRole("status").filter({ hasText: ru.account.personalInfo.phoneVerified }).first().waitFor();
    await expect.poll(() => page.getByTestId("verification").locator('[data-verified="true"]').count()).toBe(3);
    await expect.poll(() => page.getByTestId("attention-badge").count()).toBe(0);
    expect(await page.getByLabel(ru.account.personalInfo.phone, { exact: true }).inputValue()).toBe("+79165550011");
    expect(await stage.server.db.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
      phone: "+79165550011",
      phoneVerified: true,
    });
    await checkScreen(session, "telegram-forms", "account-phone-verified");
    session.assertNoIssues();
  });
});
