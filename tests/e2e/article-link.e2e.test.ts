// Issue 25.8: an article opened by a shared link, in a fresh browser (nothing loaded before it),
// has its own styles: the centred reading column, the muted date and the reading text size. They
// once came only with the articles list, so a direct link painted the article unstyled.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals } from "../support/browser.ts";
import { createTenant } from "../support/fixtures.ts";
import { axeViolations, checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

/** What the page's computed styles are read with. */
interface StyleGlobals {
  document: { querySelector(selector: string): unknown };
  getComputedStyle(element: unknown): Record<string, string>;
}

const CASES = [
  { language: "ru", theme: "light", width: 360 },
  { language: "en", theme: "dark", width: 390 },
  { language: "ru", theme: "dark", width: 1280 },
] as const;

describe("an article opened by a shared link", () => {
  it.each(CASES)("is styled at once ($language, $theme, $width px)", async ({ language, theme, width }) => {
    const tenant = await createTenant(stage.server.db);
    const article = await stage.server.db.article.create({
      data: { tenantId: tenant.id, title: "Как подготовиться к первой встрече", content: "Первый абзац.\nВторой абзац, с новой строки." },
    });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: theme, viewport: { width, height: 820 } });
    try {
      const { page } = session;
      await session.context.addInitScript(
        (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value),
        language,
      );
      await page.goto(`/webapp/${tenant.slug}/articles/${article.id}`);
      await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
      const texts = language === "ru" ? ru : en;
      await page.getByRole("link", { name: new RegExp(texts.articles.backToList) }).waitFor();

      const style = await page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as StyleGlobals;
        const of = (selector: string) => getComputedStyle(document.querySelector(selector));
        return {
          column: { display: of(".article-page").display, maxWidth: of(".article-page").maxWidth, padding: of(".article-page").paddingTop },
          textSize: of(".article-page__text").fontSize,
          lineBreaks: of(".article-page__text").whiteSpace,
          dateColour: of(".content-card__meta").color,
          bodyColour: of(".article-page__text").color,
        };
      });
      expect(style.column).toEqual({ display: "flex", maxWidth: "720px", padding: "16px" });
      expect(style.textSize).toBe("17px");
      expect(style.lineBreaks, "the article's own line breaks are kept").toBe("pre-line");
      expect(style.dateColour, "the date is muted (hint colour), not the body text's").not.toBe(style.bodyColour);

      expect((await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      if (width === 360) await checkScreen(session, `article-link-${language}-${theme}`, `article-${width}`);
      else {
        await saveScreenshot(page, `e2e/article-link-${language}-${theme}`, `article-${width}`);
        const { scrollWidth, viewport } = await horizontalOverflow(page);
        expect(scrollWidth).toBeLessThanOrEqual(viewport);
        session.assertNoIssues();
      }
    } finally {
      await session.close();
    }
  });
});
