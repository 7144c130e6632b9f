// The account's API tab in a real browser (issue 16.3): the owner of a PROFESSIONAL page creates an
// API key in the screen, copies it from the one-time box, and the key then works against
// GET /api/admin/bookings as `Authorization: Bearer <key>`; revoking it in the screen (after the
// confirmation) makes the same request 401. A webhook endpoint is registered and its secret shown
// once. A STARTER owner sees the plan gate with the upgrade link instead of the forms. Screens are
// photographed (360 px light and dark, desktop) into test-artifacts/e2e/api-access/ and checked with axe.
import { ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { localDate } from "../support/booking-fixtures.ts";
import { openPage, saveScreenshot, type PageSession } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { axeViolations, checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

describe("API tab", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("PROFESSIONAL owner creates a key in the screen, the key reads bookings over REST, revoking it in the screen shuts it", async () => {
    const { db } = stage.server;
    const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    const bookings = (key: string) =>
      stage.api("GET", `/api/admin/bookings?from=${localDate(tenant, -1)}&to=${localDate(tenant, 30)}`, { tenant, token: key });

    await page.goto(`/webapp/${tenant.slug}/admin/settings/api`);
    await page.getByTestId("api-tab").waitFor();
    await page.getByText(ru.apiAccess.keys.empty).waitFor();
    await page.getByLabel(ru.apiAccess.keys.name).fill("CRM");
    await page.getByRole("button", { name: ru.apiAccess.keys.create }).click();
    const once = page.getByTestId("api-key-once");
    await once.waitFor();
    expect(await once.innerText()).toContain(ru.apiAccess.keys.createdOnce);
    const key = await page.getByLabel(ru.apiAccess.keys.keyLabel).inputValue();
    expect(key.length).toBeGreaterThan(20);
    await page.getByTestId("api-key").waitFor();
    expect(await page.getByTestId("api-key").innerText()).not.toContain(key);

    // The key works against the admin REST API as a bearer token, and a made-up one does not.
    const answer = await bookings(key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await bookings(`${key.slice(0, -4)}zzzz`)).status).toBe(401);

    // A webhook endpoint: its signing secret is shown once.
    await page.getByLabel(ru.apiAccess.webhooks.url).fill("https://93.184.215.14/booking-hook");
    await page.getByRole("button", { name: ru.apiAccess.webhooks.add }).click();
    await page.getByTestId("webhook-secret-once").waitFor();
    expect(await page.getByLabel(ru.apiAccess.webhooks.secretLabel).inputValue()).toMatch(/^whsec_/);
    await page.getByTestId("webhook-endpoint").waitFor();
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await checkScreen(session, "api-access", "phone-light");
    await expectAccessible(page, "API tab");

    // The same screen dark, and on a desktop.
    for (const [name, options] of [
      ["phone-dark", { colorScheme: "dark" as const }],
      ["desktop-light", { colorScheme: "light" as const, viewport: { width: 1280, height: 900 } }],
    ] as const) {
      const other = await openPage(stage.browser, { baseURL: stage.server.baseURL, ...options });
      sessions.push(other);
      await other.context.addInitScript(
        (value) =>
          (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem("authToken", value),
        owner.token,
      );
      await other.page.goto(`/webapp/${tenant.slug}/admin/settings/api`);
      await other.page.getByTestId("api-key").waitFor();
      await other.page.getByTestId("webhook-endpoint").waitFor();
      await saveScreenshot(other.page, "e2e/api-access", name);
      await expectAccessible(other.page, `API tab ${name}`);
    }

    // Revoke in the screen, after the confirmation: the key stops working at once.
    await page.getByTestId("api-key").getByRole("button", { name: ru.apiAccess.keys.revoke }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("CRM");
    await dialog.getByRole("button", { name: ru.apiAccess.keys.revoke }).click();
    await page.getByText(ru.apiAccess.keys.empty).waitFor();
    expect((await bookings(key)).status).toBe(401);
  });

  it("STARTER owner sees what the plan lacks and the upgrade link, no forms", async () => {
    const { db } = stage.server;
    const tenant = await createTenant(db, { plan: "STARTER" });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/settings/api`);
    await page.getByTestId("api-plan-gate").waitFor();
    expect(await page.getByTestId("api-keys").count()).toBe(0);
    await checkScreen(session, "api-access", "phone-plan-gate");
    await expectAccessible(page, "API plan gate");
    await page.getByRole("link", { name: ru.apiAccess.upgrade }).click();
    await page.waitForURL(/\/admin\/settings\/subscription$/);
  });
});
