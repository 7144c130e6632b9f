// Issue 31.6: the booking widget on the owner's own site. The owner's page is on another site
// (https://studio-anna.test, served by the test; the platform is APP_ORIGIN, forwarded to the test
// server, both https as in production), so the framed app is a third party: Chromium blocks its storage and the app runs on its in-memory
// fallback (lib/storage.ts), bearer token included. The owner allows that origin
// (PUT /api/account/embed), pastes the overview's script snippet, and a visitor books inside the
// frame; the frame follows the page's height. A page on an origin not allowed, and the back office
// on an allowed one, are refused by the browser (CSP frame-ancestors).
import { en, ru } from "@booking/i18n";
import type { Frame, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { embedSnippets } from "../../apps/miniapp/src/screens/account/overview/embed-snippets.ts";
import path from "node:path";
import { ARTIFACTS_DIR, openPage, PHONE_WIDTH, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { checkScreen, createBookableTenant, tickConsent, uniqueEmail, useE2eStage } from "./harness.ts";
import { APP_ORIGIN, serveAppOverHttps } from "./telegram-launch.ts";

// /account is outside any tenant: the platform's pages fall back to the demo tenant.
const stage = useE2eStage({ defaultTenant: true });

const OWNER_SITE = "https://studio-anna.test";
const OTHER_SITE = "https://someone-else.test";

/** The owner's site: its own header and colours around the pasted snippet. */
function ownerPage(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Studio Anna</title><style>body{margin:0;font-family:Georgia,serif;background:#f6efe4;color:#3b2f2f}
header{padding:16px 20px;background:#3b2f2f;color:#f6efe4;font-size:20px}main{max-width:760px;margin:0 auto;padding:16px}
footer{padding:24px 20px;color:#7a6a5a}</style></head>
<body><header>Studio Anna · yoga &amp; breath</header><main><h1>Book a class</h1>${snippet}</main><footer>© Studio Anna</footer></body></html>`;
}

/** Serves `html` as the whole of `origin` in this browser context (nothing listens there). */
async function serveSite(session: PageSession, origin: string, html: string): Promise<void> {
  await session.context.route(`${origin}/**`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
}

function widgetFrame(page: Page, platform: string): Frame | undefined {
  return page.frames().find((frame) => frame.url().startsWith(`${platform}/webapp/`));
}

async function allowedTenant(origins: string[]) {
  const bookable = await createBookableTenant(stage.server.db, "Утренняя практика");
  const owner = await createUser(stage.server.db, { tenant: bookable.tenant, role: "OWNER" });
  const saved = await stage.api("PUT", "/api/account/embed", { tenant: bookable.tenant, token: owner.token, body: { origins } });
  expect(saved).toEqual({ status: 200, body: { origins } });
  return bookable;
}

describe("the owner's widget card (account overview)", () => {
  it.each([
    { width: 360, language: "ru" as const },
    { width: 360, language: "en" as const },
    { width: 1280, language: "ru" as const },
    { width: 1280, language: "en" as const },
  ])("allows a site and shows the snippets ($width px, $language)", async ({ width, language }) => {
    const texts = language === "ru" ? ru : en;
    const tenant = await createTenant(stage.server.db, { plan: "FREE" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const session = await stage.openLoggedIn(owner.token, { width, height: 800 });
    const { page } = session;
    await session.context.addInitScript(
      (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value),
      language,
    );
    try {
      await page.goto(`/account?tenant=${tenant.slug}`);
      const card = page.getByTestId("overview-embed");
      await card.getByTestId("embed-none").waitFor();
      const origins = card.getByLabel(texts.account.embed.originsLabel);
      await origins.fill(`${OWNER_SITE}\nhttps://blog.example.com/posts`);
      await card.getByRole("button", { name: texts.account.embed.save }).click();
      await card.getByText(texts.account.embed.originsInvalid.replace("{{value}}", "https://blog.example.com/posts")).waitFor();
      await origins.fill(`${OWNER_SITE}\nhttps://Blog.Example.com/`);
      await card.getByRole("button", { name: texts.account.embed.save }).click();
      await page.getByRole("status").filter({ hasText: texts.account.embed.saved }).first().waitFor();
      await expect.poll(() => card.getByTestId("embed-none").count()).toBe(0);
      expect((await stage.server.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).embedOrigins).toEqual([
        OWNER_SITE,
        "https://blog.example.com",
      ]);
      const snippets = embedSnippets(`${stage.server.baseURL}/webapp/${tenant.slug}/booking`, texts.account.embed.frameTitle);
      expect(await card.getByTestId("embed-script").innerText()).toBe(snippets.script);
      expect(await card.getByTestId("embed-iframe").innerText()).toBe(snippets.iframe);
      await card.screenshot({ path: path.join(ARTIFACTS_DIR, "e2e/embed-widget", `card-${width}-${language}.png`) });
      if (width === PHONE_WIDTH) await checkScreen(session, "embed-widget", `account-${width}-${language}`);
      else await saveScreenshot(page, "e2e/embed-widget", `account-${width}-${language}`);
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });
});

describe("embeddable widget on another origin", () => {
  it.each([
    { width: 360, language: "ru" as const },
    { width: 1280, language: "en" as const },
  ])("a visitor signs up and books inside the widget ($width px, $language)", async ({ width, language }) => {
    const texts = language === "ru" ? ru : en;
    const platform = APP_ORIGIN;
    const { tenant, service } = await allowedTenant([OWNER_SITE]);
    // The business's colour (white label, ENTERPRISE) reaches the widget as it reaches its page.
    const branded = width === 1280;
    if (branded) await stage.server.db.tenant.update({ where: { id: tenant.id }, data: { plan: "ENTERPRISE", brandColor: "#8a4b2a" } });
    const { script } = embedSnippets(`${platform}/webapp/${tenant.slug}/booking`, "Booking");
    const session = await openPage(stage.browser, { baseURL: OWNER_SITE, viewport: { width, height: 800 } });
    const { page } = session;
    await serveAppOverHttps(session.context, stage.server.baseURL);
    await serveSite(session, OWNER_SITE, ownerPage(script));
    const group = `e2e/embed-widget/${width}-${language}`;
    try {
      await page.goto(`${OWNER_SITE}/`);
      await expect.poll(() => widgetFrame(page, platform)?.url()).toContain("embed=1");
      const app = widgetFrame(page, platform) as Frame;
      await app.getByTestId("service-choice").waitFor();
      // A third party here: the browser refused the app its storage, the in-memory stand-in serves.
      // (lib/storage.ts's stand-in is a plain object, the browser's own a Storage.)
      const browserStorage = () => {
        const page = globalThis as unknown as { localStorage: object; Storage: new () => object };
        return page.localStorage instanceof page.Storage;
      };
      expect(await app.evaluate(browserStorage)).toBe(false);
      expect(await page.evaluate(browserStorage)).toBe(true);
      if (language === "en") await app.getByRole("button", { name: /^EN,/ }).click();
      expect(await app.locator(".page--branded").count()).toBe(branded ? 1 : 0);

      // The frame takes the page's height, so the owner's page scrolls, not the frame.
      const frameHeight = () => page.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().height);
      const contentHeight = () => app.evaluate<number>("Math.ceil(document.body.getBoundingClientRect().height)");
      await expect.poll(async () => Math.abs((await frameHeight()) - (await contentHeight()))).toBeLessThanOrEqual(1);
      expect(await page.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().width)).toBe(
        await page.locator("main").evaluate((main) => main.clientWidth - 32),
      );
      await saveScreenshot(page, group, "1-widget");

      await app.getByTestId("service-choice").click();
      await app.locator('[data-testid="booking-calendar"]').waitFor();
      await app.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await app.locator('[data-testid="slot"]').first().click();
      await app.getByRole("button", { name: texts.booking.confirm }).click();
      await app.waitForURL(`**/webapp/${tenant.slug}/register`);
      const email = uniqueEmail("widget");
      await app.getByLabel(texts.register.web.firstName, { exact: true }).fill("Анна");
      await app.getByLabel(texts.register.web.email, { exact: true }).fill(email);
      await app.getByLabel(texts.register.web.password, { exact: true }).fill("widget-pass-1");
      await app.getByLabel(texts.register.web.phone, { exact: true }).fill("+7 900 555-44-33");
      await tickConsent(app);
      await saveScreenshot(page, group, "2-sign-up");
      await app.getByRole("button", { name: texts.register.web.submit }).click();

      const done = app.getByTestId("booking-done");
      await done.waitFor();
      expect(await done.innerText()).toContain(service.name);
      await saveScreenshot(page, group, "3-booked");
      const bookings = await stage.server.db.booking.findMany({ where: { tenantId: tenant.id }, include: { user: true } });
      expect(bookings.map((booking) => [booking.status, booking.user.email])).toEqual([["PENDING", email]]);
      // The session lives in the page's memory: "my bookings" in the same widget knows the visitor.
      expect(await app.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem("authToken"))).toMatch(/\S{20,}/);
      await app.getByTestId("done-manage").click();
      await app.getByText(service.name).first().waitFor();
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });

  it("is refused on a site the owner did not allow, and the back office is never framed", async () => {
    const platform = APP_ORIGIN;
    const { tenant } = await allowedTenant([OWNER_SITE]);
    const booking = `${platform}/webapp/${tenant.slug}/booking`;
    const session = await openPage(stage.browser, { baseURL: OTHER_SITE });
    const { page } = session;
    const frameOf = (src: string) => `<iframe src="${src}" style="width:100%;height:600px;border:0"></iframe>`;
    await serveAppOverHttps(session.context, stage.server.baseURL);
    await serveSite(session, OTHER_SITE, ownerPage(embedSnippets(booking, "Booking").script));
    await session.context.route(`${OWNER_SITE}/**`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: ownerPage(frameOf(`${platform}/webapp/${tenant.slug}/admin`)) }),
    );
    try {
      for (const site of [OTHER_SITE, OWNER_SITE]) {
        session.issues.length = 0;
        await page.goto(`${site}/`);
        await expect.poll(() => session.issues.map((issue) => issue.text).join("\n")).toMatch(/frame-ancestors/);
        // Nothing of the app ran in the frame: the browser put its error page there instead.
        const app = widgetFrame(page, platform);
        expect(app ? await app.locator("#root").count() : 0).toBe(0);
      }
      await saveScreenshot(page, "e2e/embed-widget", "refused-admin");
    } finally {
      await session.close();
    }
  });
});
