// Team and experts in a real browser (issue 16): the owner of an ENTERPRISE page invites an expert
// by link from the account's Team tab, the expert opens the link, accepts, lands on their own
// schedule and adds working hours; a customer picks that expert on the booking screen and books.
// The booking is that expert's. Screens are photographed into test-artifacts/e2e/team/ and checked
// with axe (no serious or critical violation).
import { ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { PageSession } from "../support/browser.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { axeViolations, checkScreen, useE2eStage } from "./harness.ts";

// The account area lives outside any tenant: the session is read on the default tenant first.
const stage = useE2eStage({ defaultTenant: true });

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

describe("team and experts", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => { await Promise.all(sessions.map((session) => session.close())); });

  it("owner invites an expert by link, the expert accepts and opens their schedule, a customer books that expert", async () => {
    const { db } = stage.server;
    const tenant = await createTenant(db, { plan: "ENTERPRISE" });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const service = await createService(db, tenant, { name: "Консультация психолога", durationMinutes: 30 });
    const expertUser = await createUser(db, { firstName: "Елена" });
    const customer = await createUser(db, { tenant, firstName: "Клиент" });

    // The owner's Team tab: invite an EXPERT by link (no email), the link is shown once.
    const ownerSession = await stage.openLoggedIn(owner.token);
    sessions.push(ownerSession);
    const op = ownerSession.page;
    await op.goto(`/account?tenant=${tenant.slug}&tab=team`);
    await op.getByTestId("team-tab").waitFor();
    await op.getByTestId("team-invite").getByRole("radio", { name: ru.account.team.roles.EXPERT }).click();
    await op.getByRole("button", { name: ru.account.team.createLink }).click();
    const linkInput = op.getByLabel(ru.account.team.link);
    await linkInput.waitFor();
    const link = await linkInput.inputValue();
    expect(link).toMatch(new RegExp(`/webapp/${tenant.slug}/invite/[\\w-]{32}$`));
    await op.getByTestId("team-invitation").waitFor();
    await checkScreen(ownerSession, "team", "owner-team-tab");
    await expectAccessible(op, "team tab");

    // The invitee opens the link, logged in: accepts and lands on their own schedule.
    const expertSession = await stage.openLoggedIn(expertUser.token);
    sessions.push(expertSession);
    const ep = expertSession.page;
    await ep.goto(new URL(link).pathname);
    await ep.getByTestId("invite-screen").waitFor();
    await expect.poll(() => ep.getByTestId("invite-screen").innerText()).toContain("Ольга");
    await checkScreen(expertSession, "team", "invite");
    await expectAccessible(ep, "invitation");
    await ep.getByRole("button", { name: ru.account.invite.accept }).click();
    await ep.waitForURL(`**/webapp/${tenant.slug}/admin`);
    await ep.getByRole("heading", { name: ru.admin.expertDesk.title }).waitFor();
    expect(await db.membership.findFirst({ where: { tenantId: tenant.id, userId: expertUser.id } })).toMatchObject({ role: "EXPERT" });

    // Their hours: a day three days ahead, 10:00-12:00.
    const day = localDate(tenant, 3);
    await ep.getByRole("tab", { name: ru.admin.expertDesk.tabs.schedule }).click();
    await ep.getByLabel(ru.admin.expertDesk.day, { exact: true }).fill(day);
    await ep.getByLabel(ru.admin.expertDesk.from, { exact: true }).fill("10:00");
    await ep.getByLabel(ru.admin.expertDesk.to, { exact: true }).fill("12:00");
    await ep.getByRole("button", { name: ru.admin.expertDesk.create }).click();
    await expect.poll(() => ep.getByTestId("expert-slots").locator("li").count()).toBe(4);
    await checkScreen(expertSession, "team", "expert-schedule");
    await expectAccessible(ep, "expert schedule");
    const expert = await db.expert.findFirstOrThrow({ where: { tenantId: tenant.id, userId: expertUser.id } });

    // A customer picks Елена on the booking screen (the page's own expert is offered too) and books.
    const customerSession = await stage.openLoggedIn(customer.token);
    sessions.push(customerSession);
    const cp = customerSession.page;
    await cp.goto(`/webapp/${tenant.slug}/booking`);
    await cp.getByRole("button", { name: new RegExp(service.name) }).click();
    await cp.getByTestId("booking-experts").waitFor();
    await cp.getByTestId("expert-choice").filter({ hasText: "Елена" }).click();
    const dayButton = cp.locator(`[data-testid="booking-calendar"] [data-date="${day}"]`);
    if (!(await dayButton.count())) await cp.getByRole("button", { name: ru.booking.calendar.nextMonth }).click();
    await expect.poll(() => dayButton.getAttribute("data-state")).toBe("available");
    await dayButton.click();
    const slot = cp.locator('[data-testid="slot"]').first();
    await slot.click();
    await cp.getByTestId("booking-summary").waitFor();
    await checkScreen(customerSession, "team", "booking-with-expert");
    await expectAccessible(cp, "booking with experts");
    await cp.getByRole("button", { name: ru.booking.confirm }).click();
    await cp.getByRole("status").filter({ hasText: ru.booking.success }).waitFor();
    const booking = await db.booking.findFirstOrThrow({ where: { tenantId: tenant.id, userId: customer.id } });
    expect(booking.expertId).toBe(expert.id);

    // The expert sees it among their bookings.
    await ep.getByRole("tab", { name: ru.admin.expertDesk.tabs.bookings }).click();
    await ep.reload();
    await ep.getByTestId("expert-booking").filter({ hasText: service.name }).waitFor();
    await checkScreen(expertSession, "team", "expert-bookings");
  });
});
