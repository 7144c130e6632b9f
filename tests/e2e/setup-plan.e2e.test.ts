// /setup's plan picker (issue 25): every plan's name and monthly price whole on a 360 and a 390 px
// phone (a select cut the price), in ru and en, light and dark, on the web and in the Telegram mock;
// nothing scrolls sideways and no text is cut with an ellipsis. Photographed at 360, 390 and 1280 px
// (test-artifacts/e2e/setup-plan/).
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { miniAppUrl, useE2eStage } from "./harness.ts";
import { clippedTexts } from "./staff-shell.ts";

const stage = useE2eStage({ defaultTenant: true });

const CASES = (["web", "telegram"] as const).flatMap((channel) =>
  (["ru", "en"] as const).flatMap((language) => (["light", "dark"] as const).map((theme) => [channel, language, theme] as const)),
);

describe.each(CASES)("the plan picker of /setup, %s, %s, %s", (channel, language, theme) => {
  const texts = language === "ru" ? ru : en;
  const group = `setup-plan/${channel}-${language}-${theme}`;

  it("shows every plan with its whole price, nothing cut", async () => {
    const user = telegramUser({ firstName: "Anna", languageCode: language });
    const owner = await createUser(stage.server.db, { firstName: "Anna", telegramId: BigInt(user.id), userType: "HYBRID" });
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: theme,
      viewport: { width: 360, height: 820 },
    });
    try {
      const { page } = session;
      await session.context.addInitScript(
        ({ value, token, web }) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          storage.setItem("language", value);
          if (web) storage.setItem("authToken", token);
        },
        { value: language, token: owner.token, web: channel === "web" },
      );
      await page.goto(channel === "web" ? `${stage.server.baseURL}/setup` : miniAppUrl(stage.server.baseURL, "/setup", user, theme));
      const choice = page.getByRole("group", { name: texts.setup.plan });
      await choice.waitFor();
      expect(await choice.getByRole("radio").count()).toBe(4);
      expect(await choice.getByRole("radio", { checked: true }).getAttribute("value")).toBe("FREE");
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 820 });
        expect(await clippedTexts(page), `${group} at ${width}: texts cut with an ellipsis`).toEqual([]);
        const { scrollWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `${group} at ${width}: document scroll width`).toBeLessThanOrEqual(width);
        // Each price inside its row, not pushed past its edge.
        const outside = await page.locator(".plan-choice__option").evaluateAll(
          (options) =>
            options.filter((option) => {
              const price = option.querySelector(".plan-choice__price") as unknown as { getBoundingClientRect(): { right: number } };
              return (
                price.getBoundingClientRect().right >
                (option as unknown as { getBoundingClientRect(): { right: number } }).getBoundingClientRect().right
              );
            }).length,
        );
        expect(outside, `${group} at ${width}: prices outside their rows`).toBe(0);
        await saveScreenshot(page, `e2e/${group}`, `setup-${width}`);
      }
      // A tap on a row picks that plan (and offers the promo code for a paid one).
      await choice.getByText(texts.plans.names.STARTER, { exact: true }).click();
      expect(await choice.getByRole("radio", { checked: true }).getAttribute("value")).toBe("STARTER");
      await page.getByLabel(texts.setup.promoCode, { exact: true }).waitFor();
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });
});
