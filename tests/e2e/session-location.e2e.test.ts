// Issue 31.2 in the browser: a customer books an online session (a Jitsi Meet room per booking) and
// the done page offers Join with the booking's own room, at 360 px in Russian and English, light and
// dark, then at 1280; the owner's service form says where sessions happen, refuses a link that is
// not https under its field, and saves one that is.
import { en, ru } from "@booking/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, saveScreenshot, setLocalStorage, type PageSession } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();
const ROOM = /^https:\/\/meet\.jit\.si\/session-[0-9a-f]{32}$/;

describe("where the session happens (issue 31.2)", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => Promise.all(sessions.map((session) => session.close())));

  for (const [language, colorScheme] of [
    ["ru", "light"],
    ["en", "dark"],
  ] as const) {
    it(`an online booking's done page has Join with its own room (${language}, ${colorScheme}, 360 and 1280 px)`, async () => {
      const texts = language === "en" ? en : ru;
      const { tenant, service } = await createBookableTenant(stage.server.db, language === "en" ? "Online session" : "Онлайн-сессия");
      await stage.server.db.service.update({ where: { id: service.id }, data: { sessionLocation: { kind: "jitsi" } } });
      const customer = await createUser(stage.server.db, { tenant, firstName: "Анна" });
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, viewport: { width: 360, height: 800 }, colorScheme });
      sessions.push(session);
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}`);
      await setLocalStorage(page, "authToken", customer.token);
      await setLocalStorage(page, "language", language);
      await page.goto(`/webapp/${tenant.slug}/booking?service=${service.id}`);
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await page.locator('[data-testid="slot"]').first().click();
      await page.getByRole("button", { name: texts.booking.confirm }).click();
      await page.getByTestId("booking-done").waitFor();

      const [stored] = await stage.server.db.booking.findMany({ where: { tenantId: tenant.id } });
      const room = (stored?.sessionLocation as { kind: string; url: string } | null)?.url ?? "";
      expect(room).toMatch(ROOM);
      const join = page.getByTestId("session-join");
      expect(await join.innerText()).toBe(texts.manage.location.join);
      expect(await join.getAttribute("href")).toBe(room);
      expect(await join.getAttribute("target")).toBe("_blank");
      expect(await page.getByTestId("session-location").innerText()).toContain(texts.manage.location.online);
      await checkScreen(session, `session-location-${language}-${colorScheme}-360`, "done-online");

      await page.setViewportSize({ width: 1280, height: 900 });
      await saveScreenshot(page, `e2e/session-location-${language}-${colorScheme}-1280`, "done-online");
      // My bookings shows the same room on the booking's card.
      await page.goto(`/webapp/${tenant.slug}/my-bookings`);
      const cardJoin = page.getByTestId("booking-card").getByTestId("session-join");
      await cardJoin.waitFor();
      expect(await cardJoin.getAttribute("href")).toBe(room);
      session.assertNoIssues();
    });
  }

  for (const [language, width, colorScheme] of [
    ["ru", 360, "light"],
    ["en", 1280, "dark"],
  ] as const) {
    it(`the owner's form says where sessions happen; a link that is not https is refused in place (${language}, ${width} px)`, async () => {
      const texts = language === "en" ? en : ru;
      const { tenant, service } = await createBookableTenant(stage.server.db, "Консультация");
      const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, viewport: { width, height: 900 }, colorScheme });
      sessions.push(session);
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}`);
      await setLocalStorage(page, "authToken", owner.token);
      await setLocalStorage(page, "language", language);
      await page.goto(`/webapp/${tenant.slug}/admin/services`);
      const form = page.getByTestId("service-form");
      await form.waitFor();
      const where = form.getByTestId("service-location");
      await where.getByRole("radio", { name: texts.admin.services.location.kinds.link }).click();
      await form.getByLabel(texts.admin.services.name, { exact: true }).fill("Zoom");
      await form.getByLabel(texts.admin.services.description, { exact: true }).fill("Online");
      await form.getByLabel(texts.admin.services.price, { exact: true }).fill("10");
      const link = form.getByLabel(texts.admin.services.location.link, { exact: true });
      await link.fill("http://zoom.us/j/1");
      await form.getByRole("button", { name: texts.common.save }).click();
      await expect.poll(() => where.innerText()).toContain(texts.admin.services.location.invalidLink);
      expect(await link.getAttribute("aria-invalid")).toBe("true");
      const group = `session-location-admin-${language}-${colorScheme}-${width}`;
      if (width === 360) await checkScreen(session, group, "form-invalid-link");
      else await saveScreenshot(page, `e2e/${group}`, "form-invalid-link");

      await link.fill("https://zoom.us/j/123");
      await form.getByRole("button", { name: texts.common.save }).click();
      await expect
        .poll(
          async () => (await stage.server.db.service.findFirst({ where: { tenantId: tenant.id, name: "Zoom" } }))?.sessionLocation ?? null,
        )
        .toEqual({ kind: "link", url: "https://zoom.us/j/123" });
      expect((await stage.server.db.service.findUniqueOrThrow({ where: { id: service.id } })).sessionLocation).toBeNull();
      session.assertNoIssues();
    });
  }
});
