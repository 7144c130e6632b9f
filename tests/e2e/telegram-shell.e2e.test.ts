// Issue 14.3 with 14.9's painted shell: before any of the app's scripts run, a tenant page opened
// inside Telegram (launch parameters in the URL's hash) shows no web header bar, while the same page
// on the web does. The mark comes from one inline script the CSP allows by its hash: a CSP refusal
// would leave the bar showing, so this also proves the header and the script agree.
import { describe, expect, it } from "vitest";
import { openPage } from "../support/browser.ts";
import { createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

describe("the painted shell inside Telegram", () => {
  it("hides the web bar when Telegram launches the page, keeps it on the web, with no CSP refusal", async () => {
    const { tenant } = await createBookableTenant(stage.server.db);
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "light" });
    try {
      const { page } = session;
      const refusals: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
      });
      // The app never starts: what shows is the server's shell alone.
      await page.route("**/assets/*.js", (route) => route.abort("failed"));
      const bar = page.locator(".boot-shell .top-bar");

      await page.goto(`/webapp/${tenant.slug}/booking#tgWebAppData=query_id%3Dx&tgWebAppPlatform=android&tgWebAppVersion=8.0`);
      await page.locator(".boot-shell").waitFor();
      expect(await bar.isVisible(), "no web bar inside Telegram").toBe(false);
      expect(await page.locator(".boot-shell__title").isVisible(), "the heading still paints").toBe(true);

      await page.goto(`/webapp/${tenant.slug}/booking`);
      await page.locator(".boot-shell").waitFor();
      expect(await bar.isVisible(), "the web keeps its bar").toBe(true);
      expect(refusals).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
