// Issue 15.12: the whole back office on a 360 px phone. Every staff page of the demo page, with 30
// clients and their bookings, in ru light and en dark: no sideways scrolling, no console errors,
// and long lists page or collapse to compact rows (the bookings and clients tabs stay within a few
// screens however many bookings there are). Photographed into test-artifacts/e2e/admin-phone/.
import { afterAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "@booking/core";
import { openPage, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createBookingRow } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });
/** The back office's pages in the staff shell (issue 26.1), each at its own address. */
const PAGES = [
  "today",
  "services",
  "calendar",
  "calendar/confirmations",
  "clients",
  "content",
  "content/articles",
  "schedule",
  "stats",
  "team",
] as const;
/** Pages that list records: with 30 bookings they must not grow into a wall of cards. */
const LISTS = new Set(["calendar", "calendar/confirmations", "clients"]);
const MAX_LIST_HEIGHT = 4 * 800;

describe("the back office on a 360 px phone", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("every admin tab fits the phone in ru light and en dark", async () => {
    const db = stage.server.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const service = await db.service.findFirstOrThrow({ where: { tenantId: tenant.id, isActive: true, durationMinutes: 30 } });
    const free = await db.slot.findMany({
      where: { tenantId: tenant.id, bookingId: null, startsAt: { gt: new Date() } },
      orderBy: { startsAt: "asc" },
      take: 30,
    });
    const statuses: BookingStatus[] = ["PENDING", "CONFIRMED", "PAID", "CANCELLED"];
    for (const [i, slot] of free.entries()) {
      const client = await createUser(db, { tenant, firstName: `Клиент ${i + 1}` });
      await createBookingRow(db, { tenant, user: client, service, slots: [slot], status: statuses[i % statuses.length] });
    }

    const heights: Record<string, number> = {};
    for (const [language, colorScheme] of [
      ["ru", "light"],
      ["en", "dark"],
    ] as const) {
      const session = await openPage(stage.browser, {
        baseURL: stage.server.baseURL,
        colorScheme,
        viewport: { width: 360, height: 800 },
        locale: language,
      });
      sessions.push(session);
      await session.context.addInitScript(
        ([token, lang]) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          storage.setItem("authToken", token!);
          storage.setItem("language", lang!);
        },
        [owner.token, language],
      );
      const { page } = session;
      for (const tab of PAGES) {
        await page.goto(`/webapp/${tenant.slug}/admin/${tab}`);
        await page.getByTestId("staff-panel").waitFor();
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        heights[`${tab}|${language}`] = await page.evaluate(
          () => (globalThis as unknown as PageGlobals).document.documentElement.scrollHeight,
        );
        await checkScreen(session, "admin-phone", `${tab.replace("/", "-")}-${language}-${colorScheme}`);
      }
    }
    console.log("admin tab heights at 360 px:", JSON.stringify(heights));
    for (const [name, height] of Object.entries(heights)) {
      if (LISTS.has(name.split("|")[0]!))
        expect(height, `${name}: a list of 30 bookings stays within four screens`).toBeLessThanOrEqual(MAX_LIST_HEIGHT);
    }
  });
});
