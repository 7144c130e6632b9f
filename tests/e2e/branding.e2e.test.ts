// Branding in a real browser (issue 16.4): a FREE page shows the platform's small "powered by" mark
// in its footer, a paid page does not, and an ENTERPRISE (white-label) page names the platform
// nowhere (title, header, footer, page source) and themes the web page with its own colour.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, type PageGlobals } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage();
const PLATFORM_NAMES = [en.common.appName, ru.common.appName];

async function open(slug: string, language: "ru" | "en", width = 360) {
  const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "light", viewport: { width, height: 844 } });
  await session.context.addInitScript((lang) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", lang), language);
  await session.page.goto(`/webapp/${slug}`);
  await session.page.getByRole("heading", { name: (language === "en" ? en : ru).home.title, exact: true }).waitFor();
  return session;
}

describe("the platform's mark", () => {
  it("is in a FREE page's footer, linking to the platform, in ru and en", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "FREE" });
    for (const language of ["ru", "en"] as const) {
      const session = await open(tenant.slug, language);
      try {
        const mark = session.page.getByTestId("powered-by").getByRole("link");
        await mark.waitFor();
        const texts = language === "en" ? en : ru;
        expect(await mark.innerText()).toBe(texts.common.poweredBy.replace("{{appName}}", texts.common.appName));
        expect(await mark.getAttribute("href")).toBe("/");
        await checkScreen(session, "branding", `free-footer-${language}`);
      } finally {
        await session.close();
      }
    }
  });

  it("is not on a STARTER page", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "STARTER" });
    const session = await open(tenant.slug, "en");
    try {
      expect(await session.page.getByTestId("powered-by").count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});

describe("white label (ENTERPRISE)", () => {
  it("names the platform nowhere and themes the page with its colour, in ru and en", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "ENTERPRISE" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const set = await stage.api("PUT", "/api/account/branding", { tenant, token: owner.token, body: { primaryColor: "#7A1F5C" } });
    expect(set.status).toBe(200);
    for (const language of ["ru", "en"] as const) {
      const session = await open(tenant.slug, language);
      try {
        const { page } = session;
        const title = await page.title();
        const text = await page.evaluate(
          () => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText,
        );
        const html = await page.content();
        for (const name of PLATFORM_NAMES) {
          expect(title, `title (${language})`).not.toContain(name);
          expect(text, `visible text (${language})`).not.toContain(name);
          expect(html, `page source (${language})`).not.toContain(name);
        }
        expect(title).toBe(tenant.displayName);
        expect(await page.getByTestId("powered-by").count()).toBe(0);
        const buttonColour = await page.evaluate(() => {
          type Styled = { style: { getPropertyValue(name: string): string } };
          const root = (globalThis as unknown as { document: { querySelector(selector: string): Styled | null } }).document.querySelector(
            ".page",
          );
          return root?.style.getPropertyValue("--tgui--button_color");
        });
        expect(buttonColour).toBe("#7a1f5c");
        await checkScreen(session, "branding", `white-label-${language}`);
      } finally {
        await session.close();
      }
    }
  });

  it("is ENTERPRISE's: a PROFESSIONAL owner cannot set a colour (403 PLAN_WHITE_LABEL_NOT_ALLOWED)", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const res = await stage.api<{ error: string }>("PUT", "/api/account/branding", {
      tenant,
      token: owner.token,
      body: { primaryColor: "#123456" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("PLAN_WHITE_LABEL_NOT_ALLOWED");
  });
});
