// Issue 30 in a real browser against the real server: a customer downloads their data from the
// account screen and deletes their account with their password; the administrator still sees the
// booking, without the name; the old email no longer logs in. Screens in ru and en, light and dark.
import fs from "node:fs";
import { en, ru } from "@booking/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { ERASED_PERSON_NAME } from "@booking/contracts";
import type { PageSession } from "../support/browser.ts";
import { createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { axeViolations, checkScreen, createBookableTenant, useE2eStage } from "./harness.ts";

// The account screen names no business in its address: the platform's fallback page must exist.
const stage = useE2eStage({ defaultTenant: true });

describe("a person's data (issue 30)", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("a customer exports and deletes their account; the admin still sees the nameless booking; the old email fails", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Массаж");
    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN" });
    const customer = await createUser(stage.server.db, { tenant, firstName: "Вера" });
    const times = await stage.api<{ slots: { id: string }[] }>(
      "GET",
      `/api/bookings/available/times?date=${dates[0]}&serviceId=${service.id}`,
      {
        tenant,
      },
    );
    const booked = await stage.api<{ id: string }>("POST", "/api/bookings", {
      tenant,
      token: customer.token,
      body: { serviceId: service.id, slotId: times.body.slots[0]!.id },
    });
    expect(booked.status).toBe(201);

    const session = await stage.openLoggedIn(customer.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/account?tenant=${tenant.slug}`);
    const yours = page.getByTestId("your-data");
    await yours.waitFor();
    await checkScreen(session, "data-rights", "account-your-data-ru-light");
    expect((await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // Download: a JSON file with the profile and the booking.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      yours.getByRole("button", { name: ru.personalData.yourData.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(exported.profile).toMatchObject({ id: customer.id, email: customer.email, firstName: "Вера" });
    expect(exported.tenants[0].bookings.map((b: { id: string }) => b.id)).toEqual([booked.body.id]);

    // Delete: the password proves it; the account is gone and the page signs out.
    await yours.getByTestId("delete-account-open").click();
    const form = page.getByTestId("delete-account");
    await form.getByLabel(ru.personalData.yourData.password, { exact: true }).fill("wrong-password");
    await form.getByTestId("delete-account-confirm").click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain(ru.errors.invalidPassword);
    await checkScreen(session, "data-rights", "delete-wrong-password-ru-light");
    await form.getByLabel(ru.personalData.yourData.password, { exact: true }).fill(FIXTURE_PASSWORD);
    await form.getByTestId("delete-account-confirm").click();
    // Signed out: the app reloads at the start page.
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: ru.nav.login }).first().waitFor();
    const erased = await stage.server.db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(erased).toMatchObject({ email: null, phone: null, firstName: ERASED_PERSON_NAME });
    expect(await stage.server.db.privacyEvent.findMany({ where: { userId: customer.id }, orderBy: { createdAt: "asc" } })).toMatchObject([
      { action: "DATA_EXPORTED" },
      { action: "ACCOUNT_DELETED" },
    ]);

    // The old email no longer logs in: the login screen says there is no such user.
    await page.goto(`/webapp/${tenant.slug}/login`);
    await page.getByLabel(ru.login.email, { exact: true }).fill(customer.email!);
    await page.getByRole("button", { name: ru.login.continue }).click();
    await expect.poll(() => page.getByRole("alert").first().innerText()).toContain(ru.login.errors.userNotFound);
    session.assertNoIssues();

    // The administrator still sees the booking (cancelled with the account), without the name.
    const desk = await stage.openLoggedIn(admin.token);
    sessions.push(desk);
    await desk.page.emulateMedia({ colorScheme: "dark" });
    await desk.page.goto(`/webapp/${tenant.slug}/admin?tab=bookings`);
    await desk.page.getByRole("radio", { name: ru.admin.desk.views.list, exact: true }).click();
    const card = desk.page.locator(`[data-testid="admin-booking"][data-booking-id="${booked.body.id}"]`);
    await card.waitFor();
    expect(await card.getAttribute("data-status")).toBe("CANCELLED");
    expect(await card.innerText()).toContain(ERASED_PERSON_NAME);
    expect(await card.innerText()).not.toContain("Вера");
    await checkScreen(desk, "data-rights", "admin-nameless-booking-ru-dark");
  });

  it("the account's data section in English at 360 px, dark", async () => {
    const { tenant } = await createBookableTenant(stage.server.db, "Consultation");
    const customer = await createUser(stage.server.db, { tenant, firstName: "Ann" });
    await stage.server.db.user.update({ where: { id: customer.id }, data: { language: "en" } });
    const session = await stage.openLoggedIn(customer.token, { width: 360, height: 780 });
    sessions.push(session);
    const { page } = session;
    await page.addInitScript(() =>
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem("language", "en"),
    );
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`/account?tenant=${tenant.slug}`);
    const yours = page.getByTestId("your-data");
    await yours.getByRole("button", { name: en.personalData.yourData.download }).waitFor();
    await yours.getByTestId("delete-account-open").click();
    await page.getByTestId("delete-account").waitFor();
    await checkScreen(session, "data-rights", "account-delete-en-dark-360");
    expect((await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});
