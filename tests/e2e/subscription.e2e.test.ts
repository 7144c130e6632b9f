// Issue 15.6 in a real browser: a STARTER owner's Subscription tab shows the plan, its expiry and
// auto-renewal, the queued next plan, a waiting renewal invoice with Pay and the grace deadline, and
// the past payments; cancelling auto-renewal is saved. Photographed at 390 px in ru and en, light and
// dark, into test-artifacts/e2e/subscription/.
import { en, ru } from "@booking/i18n";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, saveScreenshot, type PageSession } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { useE2eStage } from "./harness.ts";
import { openAccountPage } from "./staff-shell.ts";

const stage = useE2eStage({ defaultTenant: true });
const DAY = 86_400_000;

describe("subscription tab", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("shows plan, renewal, queued plan, waiting invoice and past payments; cancels auto-renewal", async () => {
    const db = stage.server.db;
    const created = await createTenant(db, { plan: "STARTER" });
    const tenant = await db.tenant.update({
      where: { id: created.id },
      data: { planExpiresAt: new Date(Date.now() + 3 * DAY), autoRenew: true, nextPlan: "PROFESSIONAL" },
    });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const payment = (data: object) =>
      db.payment.create({
        data: {
          tenantId: tenant.id,
          purpose: "SUBSCRIPTION",
          provider: "YOOKASSA",
          plan: "STARTER",
          amountMinor: 999,
          currency: "USD",
          idempotenceKey: randomUUID(),
          ...data,
        },
      });
    await payment({ status: "SUCCEEDED", paidAt: new Date(Date.now() - 27 * DAY) });
    await payment({ confirmationUrl: "https://pay.example/renewal", expiresAt: new Date(Date.now() + 30 * 60_000) });

    for (const [language, texts] of [
      ["ru", ru],
      ["en", en],
    ] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        const session = await openPage(stage.browser, {
          baseURL: stage.server.baseURL,
          colorScheme,
          viewport: { width: 390, height: 844 },
        });
        sessions.push(session);
        await session.context.addInitScript(
          ([token, lang]) => {
            const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
            storage.setItem("authToken", token!);
            storage.setItem("language", lang!);
          },
          [owner.token, language],
        );
        const { page } = session;
        await page.goto(`/account?tenant=${tenant.slug}`);
        await openAccountPage(page, texts, "subscription");
        await page.getByTestId("past-payment").first().waitFor();
        expect(await page.getByTestId("auto-renew").getAttribute("data-auto-renew")).toBe("true");
        expect(await page.getByTestId("next-plan").innerText()).toContain(texts.plans.names.PROFESSIONAL);
        await page.getByTestId("waiting-invoice").getByRole("button", { name: texts.account.subscription.pay }).waitFor();
        expect(await page.getByTestId("past-payment").count()).toBe(2);
        const overflow = await page.evaluate(
          () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
        );
        expect(overflow, `${language}/${colorScheme}: no sideways scrolling`).toBeLessThanOrEqual(390);
        await saveScreenshot(page, "e2e/subscription", `subscription-${language}-${colorScheme}`);
        session.assertNoIssues();
      }
    }

    const { page } = sessions.at(-1)!;
    await page.getByRole("button", { name: en.account.subscription.cancelAutoRenew }).click();
    await expect.poll(() => page.getByTestId("auto-renew").getAttribute("data-auto-renew")).toBe("false");
    expect((await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).autoRenew).toBe(false);
    await saveScreenshot(page, "e2e/subscription", "subscription-en-dark-renewal-cancelled");
  });

  it("in the grace days after the invoice's payment window, names the deadline and Pay asks for the renewal again", async () => {
    const db = stage.server.db;
    const created = await createTenant(db, { plan: "STARTER" });
    const graceEnd = new Date(Date.now() + 2 * DAY);
    const tenant = await db.tenant.update({
      where: { id: created.id },
      data: { planExpiresAt: graceEnd, autoRenew: true, currency: "RUB" },
    });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    // Paid until yesterday; the renewal invoice's 30-minute window is over (it was cancelled).
    await db.subscriptionPeriod.create({
      data: { tenantId: tenant.id, plan: "STARTER", startsAt: new Date(Date.now() - 31 * DAY), endsAt: new Date(Date.now() - DAY) },
    });
    await db.payment.create({
      data: {
        tenantId: tenant.id,
        purpose: "SUBSCRIPTION",
        provider: "YOOKASSA",
        plan: "STARTER",
        amountMinor: 999,
        currency: "RUB",
        idempotenceKey: randomUUID(),
        status: "CANCELLED",
      },
    });
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "light",
      viewport: { width: 360, height: 800 },
    });
    sessions.push(session);
    await session.context.addInitScript((token) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem("authToken", token);
      storage.setItem("language", "en");
    }, owner.token);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/settings/subscription`);
    const notice = page.getByTestId("waiting-invoice");
    await notice.waitFor();
    const deadline = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(graceEnd);
    expect(await notice.innerText()).toContain(`A renewal invoice for ${en.plans.names.STARTER} is waiting. Pay by ${deadline}`);
    await saveScreenshot(page, "e2e/subscription", "subscription-grace-en-light-360");
    // Pay asks the server for a renewal of the plan (this stage has no platform payment provider,
    // so the answer is a translated refusal; tests/bot/renewal-notices and the component test cover the rest).
    const asked = page.waitForRequest((request) => request.method() === "POST" && /checkout/.test(request.url()));
    await notice.getByRole("button", { name: en.account.subscription.pay }).click();
    expect((await asked).postData()).toContain('"plan":"STARTER"');
  });
});
