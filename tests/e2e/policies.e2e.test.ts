// Issue 20's policies in a real browser against the real server (and issue 16.5's email
// verification on the same screen): the customer sees the page's prepayment rule beside Pay before
// paying; the owner restores an archived service from the admin page; the account screen ends
// another session of the owner, and verifies the email with the code that was mailed.
import { ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { createSession, sha256 } from "@booking/core";
import type { PageSession } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { axeViolations, checkScreen, E2E_YOOKASSA_SHOP, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

describe("issue 20 policies", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("the customer sees the prepayment rule beside Pay before paying", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER", firstName: "Клиент" });
    const service = await createService(stage.server.db, tenant, { name: "Массаж", durationMinutes: 30, priceMinor: 2500 });
    const [slot] = await createSlots(stage.server.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "10:30" });
    const as = { tenant, token: owner.token };
    expect(
      (
        await stage.api("PUT", "/api/account/payment-methods/credentials", {
          ...as,
          body: { provider: "YOOKASSA", config: E2E_YOOKASSA_SHOP },
        })
      ).status,
    ).toBe(200);
    expect(
      (await stage.api("PUT", "/api/account/payment-methods", { ...as, body: { provider: "YOOKASSA", isEnabled: true } })).status,
    ).toBe(200);
    expect((await stage.api("PUT", "/api/account/prepayment", { ...as, body: { prepayment: "REQUIRED" } })).status).toBe(200);
    const booked = await stage.api("POST", "/api/bookings", {
      tenant,
      token: customer.token,
      body: { serviceId: service.id, slotId: slot!.id },
    });
    expect(booked.status).toBe(201);

    const session = await stage.openLoggedIn(customer.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/my-bookings`);
    const card = page.getByTestId("booking-card").first();
    await card.waitFor();
    const rule = card.getByTestId("prepayment-rule");
    await rule.waitFor();
    expect(await rule.getAttribute("data-prepayment")).toBe("REQUIRED");
    expect(await rule.innerText()).toBe(ru.booking.prepayment.REQUIRED);
    await card.getByRole("button", { name: ru.myBookings.pay }).waitFor();
    await checkScreen(session, "policies", "prepayment-rule");
  });

  it("the owner restores an archived service, which keeps its bookings", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER" });
    const service = await createService(stage.server.db, tenant, { name: "Старая услуга", isActive: false, archivedAt: new Date() });
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/services`);
    const archived = page.getByTestId("archived-service").filter({ hasText: "Старая услуга" });
    await archived.waitFor();
    await checkScreen(session, "policies", "archived-services");
    await archived.getByRole("button", { name: ru.admin.services.restore }).click();
    await toast(page, ru.admin.services.restored);
    await expect.poll(() => page.getByTestId("archived-services").count()).toBe(0);
    expect((await stage.server.db.service.findUniqueOrThrow({ where: { id: service.id } })).archivedAt).toBeNull();
  });

  it("the account screen ends another session and verifies the email with the mailed code", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "FREE" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Ольга" });
    const otherToken = await createSession(stage.server.db, owner.id);
    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/settings/personal`);
    await page.getByTestId("active-sessions").waitFor();
    await expect.poll(() => page.getByTestId("active-session").count()).toBe(2);
    const other = page.locator('[data-testid="active-session"][data-current="false"]');
    await other.getByRole("button", { name: ru.account.sessions.end }).click();
    await toast(page, ru.account.sessions.ended);
    await expect.poll(() => page.getByTestId("active-session").count()).toBe(1);
    expect((await stage.server.db.session.findUniqueOrThrow({ where: { tokenHash: sha256(otherToken) } })).revokedAt).not.toBeNull();
    expect((await stage.api("GET", "/api/user/profile", { tenant, token: otherToken })).status).toBe(401);

    // Email verification: Send a code, then the code from the queued email.
    await page.getByRole("button", { name: ru.account.emailCode.send }).click();
    const form = page.getByTestId("email-code-verify");
    await form.waitFor();
    await checkScreen(session, "policies", "email-code");
    const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`)),
    ).toEqual([]);
    const job = await stage.server.db.job.findFirstOrThrow({
      where: { payload: { path: ["to"], equals: owner.email! } },
      orderBy: { createdAt: "desc" },
    });
    await form.getByLabel(ru.account.emailCode.code, { exact: true }).fill((job.payload as { data: { code: string } }).data.code);
    await form.getByRole("button", { name: ru.account.emailCode.confirm }).click();
    await toast(page, ru.account.emailCode.verified);
    await expect.poll(async () => (await stage.server.db.user.findUniqueOrThrow({ where: { id: owner.id } })).emailVerified).toBe(true);
    await checkScreen(session, "policies", "email-verified");
  });
});
