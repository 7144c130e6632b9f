// A person's data (issue 30): they download everything stored about them (GET /api/user/export),
// and delete their account (DELETE /api/user) with their password or a fresh login code: personal
// fields erased, past bookings kept for the businesses without a name, upcoming ones cancelled,
// sessions ended, Telegram unlinked, the old email no longer signs in; an owner is refused. An admin
// erases a client of their own tenant only. Every one of these is audit-logged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_PERSON_NAME } from "@booking/contracts";
import { ensureDefaultTenant } from "@booking/core";
import type { Tenant, User } from "@booking/db";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, initDataFor, lastCodeSentTo, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
  // The account's own requests name no business: they run on the fallback tenant.
  await ensureDefaultTenant(t.db);
});
afterAll(() => t.close());

let day = 2;

/** A customer with a past and an upcoming booking at `tenant`, each on a day of its own. */
async function customerWithBookings(tenant: Tenant, user?: User & { token: string }) {
  day += 1;
  const customer = user ?? (await createUser(t.db, { tenant }));
  if (user) await t.db.membership.create({ data: { tenantId: tenant.id, userId: user.id, role: "CUSTOMER" } });
  const service = await createService(t.db, tenant, { name: "Массаж" });
  const pastSlot = await createSlotAt(t.db, tenant, new Date(Date.now() - day * 86_400_000));
  const past = await createBookingRow(t.db, { tenant, user: customer, service, slots: [pastSlot], status: "CONFIRMED" });
  const [next] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day)], startTime: "10:00", endTime: "10:30" });
  const upcoming = await createBookingRow(t.db, { tenant, user: customer, service, slots: [next!] });
  return { customer, service, past, upcoming };
}

const del = (token: string, body: unknown, tenant?: Tenant) => api(t, { method: "DELETE", url: "/api/user", token, tenant, body });

describe("GET /api/user/export", () => {
  it("is the caller's data across businesses, without secrets; audit-logged; a visitor is 401", async () => {
    const a = await createTenant(t.db);
    const b = await createTenant(t.db);
    const { customer, past, upcoming } = await customerWithBookings(a);
    await customerWithBookings(b, customer);
    const other = await customerWithBookings(a);

    const res = await api(t, { url: "/api/user/export", token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: customer.id, email: customer.email, phone: customer.phone, hasPassword: true });
    expect(data.tenants.map((x: { slug: string }) => x.slug).sort()).toEqual([a.slug, b.slug].sort());
    const atA = data.tenants.find((x: { slug: string }) => x.slug === a.slug);
    expect(atA.role).toBe("CUSTOMER");
    expect(atA.bookings.map((x: { id: string }) => x.id)).toEqual([past.id, upcoming.id]);
    expect(atA.bookings[0]).toMatchObject({ service: "Массаж", status: "CONFIRMED" });
    expect(atA.consents).toMatchObject([{ kind: "PERSONAL_DATA" }]);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // Someone else's booking at the same business is not theirs.
    expect(JSON.stringify(data)).not.toContain(other.upcoming.id);
    for (const secret of ["passwordHash", "tokenHash", "codeHash", "$argon2"]) expect(res.body).not.toContain(secret);
    expect(await t.db.privacyEvent.findMany({ where: { userId: customer.id } })).toMatchObject([{ action: "DATA_EXPORTED" }]);
    expect((await api(t, { url: "/api/user/export" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/user", () => {
  it("with the password: erased, sessions ended, past bookings kept nameless, upcoming cancelled, the old email no longer signs in", async () => {
    const tenant = await createTenant(t.db);
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const tg = telegramUser();
    const { customer, past, upcoming } = await customerWithBookings(
      tenant,
      await createUser(t.db, { telegramId: BigInt(tg.id), userType: "HYBRID" }),
    );
    const email = customer.email!;

    expect((await del(customer.token, {})).json()).toMatchObject({ error: "passwordRequired" });
    const wrong = await del(customer.token, { password: "not-it" });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidPassword"]);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).deletedAt).toBeNull();

    const res = await del(customer.token, { password: FIXTURE_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, tenants: 1, cancelledBookings: 1 });

    const erased = await t.db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(erased).toMatchObject({
      email: null,
      passwordHash: null,
      telegramId: null,
      telegramChatId: null,
      username: null,
      firstName: ERASED_PERSON_NAME,
      lastName: null,
      phone: null,
      photoUrl: null,
    });
    expect(erased.deletedAt).not.toBeNull();
    expect(await t.db.session.count({ where: { userId: customer.id } })).toBe(0);
    expect((await api(t, { url: "/api/user/me", token: customer.token })).statusCode).toBe(401);
    // The old email: no account; the password no longer signs in; Telegram is unlinked.
    expect((await api(t, { url: "/api/auth/check-user", body: { email } })).json()).toMatchObject({ exists: false });
    expect((await api(t, { url: "/api/auth/web-login", tenant, body: { email, password: FIXTURE_PASSWORD } })).statusCode).toBe(401);
    expect((await api(t, { url: "/api/user/me", tenant, initData: initDataFor(tg) })).statusCode).toBe(404);

    // The business keeps the past booking without the name; the upcoming one was cancelled.
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: past.id } })).toMatchObject({ status: "CONFIRMED", userId: customer.id });
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: upcoming.id } })).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Cancelled by the customer",
    });
    const list = await api(t, { url: "/api/admin/bookings/search?pageSize=100", tenant, token: admin.token });
    const shown = (list.json().items as { id: string; userName: string }[]).find((row) => row.id === past.id);
    expect(shown?.userName).toBe(ERASED_PERSON_NAME);
    expect(await t.db.membership.count({ where: { userId: customer.id } })).toBe(0);
    expect(await t.db.consent.count({ where: { userId: customer.id, withdrawnAt: null } })).toBe(0);
    expect(await t.db.privacyEvent.findMany({ where: { userId: customer.id } })).toMatchObject([{ action: "ACCOUNT_DELETED" }]);

    // The email is free for a new account.
    const again = await api(t, {
      url: "/api/user/register/web",
      tenant,
      body: { username: `again${Date.now()}`, firstName: "New", email, password: "secret1", phone: "+79990001122", consent: true },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(customer.id);
  });

  it("with a fresh login code sent to Telegram", async () => {
    const tenant = await createTenant(t.db);
    const tg = telegramUser();
    const user = await createUser(t.db, { tenant, telegramId: BigInt(tg.id), userType: "TELEGRAM", withPassword: false });
    await t.db.user.update({ where: { id: user.id }, data: { telegramChatId: BigInt(tg.id) } });
    expect((await del(user.token, {})).json()).toMatchObject({ error: "codeRequired" });
    const requested = await api(t, { url: "/api/auth/request-code", body: { email: user.email } });
    expect(requested.statusCode, requested.body).toBe(200);
    const { sessionId } = requested.json();
    const code = lastCodeSentTo(t.bot, tg.id);
    const wrong = await del(user.token, { sessionId, code: code === "000000" ? "111111" : "000000" });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalidCode"]);
    // The code counted one guess; the right one still works.
    expect((await del(user.token, { sessionId, code })).statusCode).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).not.toBeNull();
  });

  it("an owner must hand over or close their business first: nothing is changed", async () => {
    const tenant = await createTenant(t.db);
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const res = await del(owner.token, { password: FIXTURE_PASSWORD });
    expect([res.statusCode, res.json().error]).toEqual([409, "ACCOUNT_OWNS_TENANT"]);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ email: owner.email, deletedAt: null });
    expect(await t.db.session.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("a team member leaves the team (recorded) with their account", async () => {
    const tenant = await createTenant(t.db);
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    expect((await del(admin.token, { password: FIXTURE_PASSWORD })).statusCode).toBe(200);
    expect(await t.db.teamChange.findMany({ where: { tenantId: tenant.id, subjectUserId: admin.id } })).toMatchObject([
      { action: "REMOVED", fromRole: "ADMIN" },
    ]);
    const team = await api(t, { url: "/api/account/team", tenant, token: owner.token });
    expect(JSON.stringify(team.json())).not.toContain(admin.id);
  });
});

describe("DELETE /api/admin/clients/{id}", () => {
  it("erases a client of this business only: its bookings kept nameless, their account and other businesses untouched; audit-logged", async () => {
    const tenant = await createTenant(t.db);
    const other = await createTenant(t.db);
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const { customer, past, upcoming } = await customerWithBookings(tenant);
    const elsewhere = await customerWithBookings(other, customer);
    await t.db.clientNote.create({ data: { tenantId: tenant.id, userId: customer.id, note: "Prefers mornings" } });

    const refused = await api(t, { method: "DELETE", url: `/api/admin/clients/${customer.id}`, tenant, token: customer.token });
    expect(refused.statusCode).toBe(403);
    const staff = await api(t, { method: "DELETE", url: `/api/admin/clients/${admin.id}`, tenant, token: admin.token });
    expect([staff.statusCode, staff.json().error]).toEqual([404, "CLIENT_NOT_FOUND"]);

    const res = await api(t, { method: "DELETE", url: `/api/admin/clients/${customer.id}`, tenant, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ erased: true, cancelledBookings: 1, keptBookings: 2, waitlistEntries: 0 });

    const kept = await t.db.booking.findUniqueOrThrow({ where: { id: past.id }, include: { user: true } });
    expect(kept.userId).not.toBe(customer.id);
    expect(kept.user).toMatchObject({ firstName: ERASED_PERSON_NAME, email: null, phone: null });
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: upcoming.id } })).status).toBe("CANCELLED");
    expect(await t.db.clientNote.count({ where: { userId: customer.id } })).toBe(0);
    expect(await t.db.membership.findMany({ where: { userId: customer.id } })).toMatchObject([{ tenantId: other.id }]);
    // Their account and their bookings elsewhere are theirs still.
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).email).toBe(customer.email);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: elsewhere.upcoming.id } })).userId).toBe(customer.id);
    expect((await api(t, { url: "/api/bookings/my", tenant, token: customer.token })).json()).toEqual([]);
    expect(await t.db.tenantPrivacyEvent.findMany({ where: { tenantId: tenant.id } })).toMatchObject([
      { action: "CLIENT_ERASED", actorId: admin.id, subjectUserId: customer.id },
    ]);
    expect((await api(t, { method: "DELETE", url: `/api/admin/clients/${customer.id}`, tenant, token: admin.token })).statusCode).toBe(404);
  });
});
