// Issue 14.8 (WCAG 2.1 AA): axe-core, run in Chromium on the customer's screens in both languages,
// finds no serious or critical violation; every screen has one h1 and headings that never skip a
// level (telegram-ui's h5/h6 inside badges, cells and labels are plain text).
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, setLocalStorage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { axeViolations, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });
type Texts = typeof ru;
const SCREENS: { name: string; path: string; ready: (texts: Texts) => string; loggedIn?: boolean }[] = [
  { name: "landing", path: "/", ready: (t) => t.landing.hero.visitor.title },
  { name: "login", path: "/webapp/default/login", ready: (t) => t.login.title },
  { name: "register", path: "/webapp/default/register", ready: (t) => t.register.title },
  { name: "tenant home", path: "/webapp/default", ready: (t) => t.home.title },
  { name: "services", path: "/webapp/default/services", ready: (t) => t.services.title },
  { name: "booking", path: "/webapp/default/booking", ready: (t) => t.booking.title },
  { name: "my bookings", path: "/webapp/default/my-bookings", ready: (t) => t.myBookings.title, loggedIn: true },
];

describe.each([
  ["ru", ru],
  ["en", en],
] as const)("accessibility in %s", (language, texts) => {
  it.each(SCREENS)("$name: no serious or critical axe violation, one h1, ordered headings", async (screen) => {
    const customer = screen.loggedIn ? await createUser(stage.server.db) : undefined;
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "light", locale: language });
    try {
      const { page } = session;
      await page.goto("/");
      await setLocalStorage(page, "language", language);
      if (customer) await setLocalStorage(page, "authToken", customer.token);
      await page.goto(screen.path);
      await page
        .getByRole("heading", { name: screen.ready(texts), exact: true })
        .first()
        .waitFor();
      await page.waitForLoadState("networkidle");

      const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.flatMap((v) =>
          v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")} ${n.html}: ${n.failureSummary ?? v.help}`),
        ),
      ).toEqual([]);

      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
      expect(
        levels.filter((level) => level === 1),
        `one h1 (${levels.join(",")})`,
      ).toHaveLength(1);
      expect(levels[0], "the h1 comes first").toBe(1);
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
      expect(skips, `no skipped heading level (${levels.join(",")})`).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe("touch targets", () => {
  it("the calendar's month arrows are at least 24 × 24 px (WCAG 2.5.8)", async () => {
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "light",
      viewport: { width: 390, height: 844 },
    });
    try {
      const { page } = session;
      await page.goto("/webapp/default/booking");
      await page.getByRole("button", { name: /Аудит проекта/ }).click();
      for (const name of [ru.booking.calendar.previousMonth, ru.booking.calendar.nextMonth]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(24);
      }
    } finally {
      await session.close();
    }
  });
});
