// Issue 26.1/26.7 proof: every staff screen (each page of each section, as the owner sees them) of a
// business with bookings, clients and content, reached through the shell's navigation at 1280, 390
// and 360 px, in ru and en, light and dark, on the web and in the Telegram mock: photographed
// (test-artifacts/e2e/staff-screens/), never scrolling sideways; at 360 and 390 px no visible text is
// cut with an ellipsis unless it carries its full text as a title; axe finds nothing serious or
// critical on any of them in both themes at both layouts (phone bar and side navigation).
import { en, ru } from "@booking/i18n";
import type { BookingStatus } from "@booking/core";
import { afterAll, describe, expect, it } from "vitest";
import { horizontalOverflow, openPage as openBrowserPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createBookingRow } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, miniAppUrl, useE2eStage } from "./harness.ts";
import { clippedTexts, openPage, openSection, type SectionKey } from "./staff-shell.ts";

const stage = useE2eStage({ defaultTenant: true });

type Combo = { width: 1280 | 390 | 360; language: "ru" | "en"; theme: "light" | "dark"; env: "web" | "telegram"; axe: boolean };
/** axe where the layout or the theme differs: each theme under the phone bar (360) and beside the side navigation (1280). */
const AXE = new Set([
  "web 360 ru light",
  "web 360 en dark",
  "web 1280 ru dark",
  "web 1280 en light",
  "telegram 360 ru dark",
  "telegram 390 en light",
]);
const combo = (env: Combo["env"], width: Combo["width"], language: Combo["language"], theme: Combo["theme"]): Combo => ({
  width,
  language,
  theme,
  env,
  axe: AXE.has(`${env} ${width} ${language} ${theme}`),
});
const COMBOS: Combo[] = [
  ...([1280, 390, 360] as const).flatMap((width) =>
    (["ru", "en"] as const).flatMap((language) => (["light", "dark"] as const).map((theme) => combo("web", width, language, theme))),
  ),
  combo("telegram", 360, "ru", "dark"),
  combo("telegram", 390, "en", "light"),
];

/** The owner's pages, section by section (apps/miniapp/src/router/staff-paths.ts); the Schedule area is one page (issue 26.4). */
const PAGES = (Object.entries(ru.staff.pages) as [SectionKey, Record<string, string>][]).map(
  ([section, pages]) => [section, section === "schedule" ? { hours: pages.hours! } : pages] as const,
);

describe("every staff screen", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  let owner: { token: string; tgUser: ReturnType<typeof telegramUser> } | undefined;
  async function ownerOfDemo() {
    if (owner) return owner;
    const { db } = stage.server;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    const tgUser = telegramUser({ firstName: "Ольга" });
    const user = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга", telegramId: BigInt(tgUser.id), userType: "HYBRID" });
    const service = await db.service.findFirstOrThrow({ where: { tenantId: tenant.id, isActive: true, durationMinutes: 30 } });
    const free = await db.slot.findMany({
      where: { tenantId: tenant.id, bookingId: null, startsAt: { gt: new Date() } },
      orderBy: { startsAt: "asc" },
      take: 12,
    });
    const statuses: BookingStatus[] = ["PENDING", "CONFIRMED", "PAID", "CANCELLED"];
    for (const [i, slot] of free.entries()) {
      const client = await createUser(db, { tenant, firstName: i % 3 === 0 ? `Константин Константинопольский ${i}` : `Клиент ${i + 1}` });
      await createBookingRow(db, { tenant, user: client, service, slots: [slot], status: statuses[i % statuses.length] });
    }
    owner = { token: user.token, tgUser };
    return owner;
  }

  it.each(COMBOS.map((combo) => [`${combo.env} ${combo.width} ${combo.language} ${combo.theme}`, combo] as const))(
    "%s",
    async (name, { width, language, theme, env, axe }) => {
      const texts = language === "ru" ? ru : en;
      const { token, tgUser } = await ownerOfDemo();
      const session = await openBrowserPage(stage.browser, {
        baseURL: stage.server.baseURL,
        colorScheme: theme,
        viewport: { width, height: 800 },
        locale: language,
      });
      sessions.push(session);
      const { page } = session;
      await session.context.addInitScript(
        ([value, lang, web]) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          if (web === "web") storage.setItem("authToken", value);
          storage.setItem("language", lang);
        },
        [token, language, env] as const,
      );
      const start = "/webapp/default/admin";
      await page.goto(env === "telegram" ? miniAppUrl(stage.server.baseURL, start, { ...tgUser, languageCode: language }, theme) : start);
      await page.getByTestId("staff-shell").waitFor();

      const clipped: string[] = [];
      const failures: string[] = [];
      for (const [section, pages] of PAGES) {
        for (const [index, pageKey] of Object.keys(pages).entries()) {
          if (index === 0) await openSection(page, texts, section);
          else await openPage(page, texts, section, pageKey as never);
          await page
            .getByTestId("staff-panel")
            .locator(".panel-card, .pill-group, .stats-grid, .today, .list-state, form")
            .first()
            .waitFor();
          await page.waitForLoadState("networkidle");
          // Loaded: no list or grid still spinning.
          await expect.poll(() => page.locator('[data-testid="staff-panel"] [aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
          await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
          const screen = `${section}-${pageKey}`;
          await saveScreenshot(page, `e2e/staff-screens/${env}-${width}-${language}-${theme}`, screen);
          const { scrollWidth } = await horizontalOverflow(page);
          if (scrollWidth > width) failures.push(`${screen}: scrolls sideways (${scrollWidth} px)`);
          if (width < 1024) clipped.push(...(await clippedTexts(page)).map((text) => `${screen}: «${text}»`));
          if (axe) {
            // Inside Telegram the buttons and links wear Telegram's own palette (DECISIONS): contrast is checked on the web.
            const serious = (await axeViolations(page)).filter(
              (v) => (v.impact === "serious" || v.impact === "critical") && !(env === "telegram" && v.id === "color-contrast"),
            );
            for (const v of serious)
              failures.push(`${screen}: axe ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          }
        }
      }
      expect(failures, name).toEqual([]);
      expect(clipped, `${name}: texts cut with an ellipsis and no title`).toEqual([]);
      session.assertNoIssues();
    },
  );
});
