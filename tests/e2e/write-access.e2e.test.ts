// Issue 18.1 in the Telegram mock: a customer who opened the mini app from a shared link (the bot
// may not write to them) books with the MainButton, is told why the bot wants to message them, and
// Telegram's write-access request is made; refusing it makes their account email-only, allowing it
// keeps Telegram. Asked once per device.
import { ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import {
  checkScreen,
  createBookableTenant,
  mainButton,
  miniAppUrl,
  pressMainButton,
  recordedTelegramCalls,
  useE2eStage,
} from "./harness.ts";

const stage = useE2eStage();

describe("the bot's write access", () => {
  for (const answer of ["cancelled", "allowed"] as const) {
    it(`after a booking, asks Telegram once and records "${answer}"`, async () => {
      const { tenant, service } = await createBookableTenant(stage.server.db, "Звонок");
      const user = telegramUser({ firstName: "Вера", languageCode: "ru", allowsWriteToPm: false });
      const account = await createUser(stage.server.db, { tenant, telegramId: BigInt(user.id), userType: "TELEGRAM", firstName: "Вера" });
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
      const { page } = session;
      try {
        await page.goto(`${miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/booking`, user)}&tgMockWriteAccess=${answer}`);
        await page.getByRole("button", { name: new RegExp(service.name) }).click();
        await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
        await page.locator('[data-testid="slot"]').first().click();
        await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
        await pressMainButton(page);
        await page.getByTestId("booking-done").waitFor();

        const dialog = page.getByRole("alertdialog");
        await dialog.getByText(ru.telegram.writeAccess.question).waitFor();
        await checkScreen(session, "telegram-light", "write-access");
        await dialog.getByRole("button", { name: ru.telegram.writeAccess.allow }).click();
        await expect.poll(() => recordedTelegramCalls(page, "web_app_request_write_access")).toHaveLength(1);
        await expect
          .poll(async () => (await stage.server.db.user.findUniqueOrThrow({ where: { id: account.id } })).telegramUnreachable)
          .toBe(answer === "cancelled");
        expect(await page.getByRole("alertdialog").count()).toBe(0);
        session.assertNoIssues();
      } finally {
        await session.close();
      }
    });
  }
});
