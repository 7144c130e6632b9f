// Consent to personal data (issue 30): every registration form (web customer, mini app, owner) is
// refused without it with `consentRequired` and records it (text version, policy version, time,
// channel) per user and tenant; the platform's terms are recorded once per registration; marketing
// needs its own opt-in; a customer's first booking with a business (or after the business changed
// its policy) needs consent too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION, PLATFORM_TERMS_VERSION } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { ensureDefaultTenant } from "@booking/core";
import { uniq } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { api, createIdentityApp, initDataFor, telegramUser, type IdentityApp } from "../support/identity.ts";

let t: IdentityApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
  // The platform's own forms (no X-Tenant) run on the fallback tenant, which joins nobody.
  await ensureDefaultTenant(t.db);
});
afterAll(() => t.close());

const webBody = (overrides: Record<string, unknown> = {}) => ({
  username: uniq("c"),
  firstName: "Clara",
  email: `${uniq("consent")}@example.test`,
  password: "secret1",
  phone: "+79990001122",
  consent: true,
  ...overrides,
});

const consentsOf = (userId: string) => t.db.consent.findMany({ where: { userId }, orderBy: { grantedAt: "asc" } });
const platformConsentsOf = (userId: string) => t.db.platformConsent.findMany({ where: { userId } });

describe("registration", () => {
  it("the web customer form is refused without consent (nothing stored), and records it with the tenant when given", async () => {
    for (const consent of [undefined, false, null]) {
      const body = webBody({ consent });
      const res = await api(t, { url: "/api/user/register/web", tenant, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "consentRequired", field: "consent" });
      expect(await t.db.user.count({ where: { email: body.email } })).toBe(0);
    }
    const before = new Date();
    const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody() });
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.id as string;
    const [consent, ...more] = await consentsOf(userId);
    expect(more).toHaveLength(0);
    expect(consent).toMatchObject({
      tenantId: tenant.id,
      kind: "PERSONAL_DATA",
      channel: "WEB",
      textVersion: CONSENT_TEXT_VERSION,
      policyVersion: `platform:${PLATFORM_TERMS_VERSION}`,
      withdrawnAt: null,
    });
    expect(consent!.grantedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await platformConsentsOf(userId)).toMatchObject([{ channel: "WEB", textVersion: CONSENT_TEXT_VERSION }]);
    // No marketing without its own box.
    expect((await api(t, { url: "/api/consent", tenant, token: res.json().token })).json()).toMatchObject({
      given: true,
      marketing: false,
    });
  });

  it("the marketing box is a separate opt-in, recorded as its own consent", async () => {
    const res = await api(t, { url: "/api/user/register/web", tenant, body: webBody({ marketingOptIn: true }) });
    expect(res.statusCode).toBe(201);
    const kinds = (await consentsOf(res.json().user.id)).map((row) => row.kind).sort();
    expect(kinds).toEqual(["MARKETING", "PERSONAL_DATA"]);
  });

  it("the platform's own form (no business) records the platform's terms only", async () => {
    const res = await api(t, { url: "/api/user/register/web", body: webBody() });
    expect(res.statusCode).toBe(201);
    expect(await consentsOf(res.json().user.id)).toHaveLength(0);
    expect(await platformConsentsOf(res.json().user.id)).toHaveLength(1);
  });

  it("the mini-app form is refused without consent and records channel MINI_APP", async () => {
    const tg = telegramUser();
    const body = { phone: "+79990001122", email: `${uniq("tg")}@example.test` };
    const refused = await api(t, { url: "/api/user/register", tenant, initData: initDataFor(tg), body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("consentRequired");
    expect(await t.db.user.count({ where: { telegramId: BigInt(tg.id) } })).toBe(0);
    const res = await api(t, { url: "/api/user/register", tenant, initData: initDataFor(tg), body: { ...body, consent: true } });
    expect(res.statusCode).toBe(201);
    expect(await consentsOf(res.json().user.id)).toMatchObject([{ tenantId: tenant.id, channel: "MINI_APP", kind: "PERSONAL_DATA" }]);
    expect(await platformConsentsOf(res.json().user.id)).toMatchObject([{ channel: "MINI_APP" }]);
  });

  it("the owner form is refused without consent and records the platform's terms (OWNER_SIGNUP)", async () => {
    const owner = {
      ...webBody(),
      businessName: "Studio",
      slug: uniq("own")
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, ""),
    };
    const refused = await api(t, { url: "/api/tenant-management/register", body: { ...owner, consent: undefined } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("consentRequired");
    expect(await t.db.tenant.count({ where: { slug: owner.slug } })).toBe(0);
    const res = await api(t, { url: "/api/tenant-management/register", body: owner });
    expect(res.statusCode).toBe(201);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: owner.email } });
    expect(await platformConsentsOf(user.id)).toMatchObject([{ channel: "OWNER_SIGNUP", textVersion: CONSENT_TEXT_VERSION }]);
  });
});

describe("booking", () => {
  async function bookable(target: Tenant) {
    const service = await createService(t.db, target);
    const slots = await createSlots(t.db, target, { dates: [localDate(target, 3)], startTime: "10:00", endTime: "12:00" });
    return { service, slots };
  }

  it("a customer who never agreed to this business is asked at booking; consent given there is recorded once", async () => {
    const shop = await createTenant(t.db);
    const { service, slots } = await bookable(shop);
    // Registered with another business (or before consent existed): no consent here.
    const customer = await createUser(t.db, { tenant: shop, consent: false });
    expect((await api(t, { url: "/api/consent", tenant: shop, token: customer.token })).json()).toMatchObject({ given: false });
    const book = (slotId: string, consent?: boolean) =>
      api(t, { url: "/api/bookings", tenant: shop, token: customer.token, body: { serviceId: service.id, slotId, consent } });

    const refused = await book(slots[0]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: "consentRequired", field: "consent" });
    expect(await t.db.booking.count({ where: { tenantId: shop.id } })).toBe(0);

    expect((await book(slots[0]!.id, true)).statusCode).toBe(201);
    expect(await consentsOf(customer.id)).toMatchObject([{ tenantId: shop.id, channel: "BOOKING", kind: "PERSONAL_DATA" }]);
    // Given once: the next booking needs nothing more and records nothing more.
    expect((await book(slots[2]!.id)).statusCode).toBe(201);
    expect(await consentsOf(customer.id)).toHaveLength(1);
  });

  it("a changed policy is a new version: customers agree again at their next booking", async () => {
    const shop = await createTenant(t.db);
    const { service, slots } = await bookable(shop);
    const owner = await createUser(t.db, { tenant: shop, role: "OWNER" });
    const customer = await createUser(t.db, { tenant: shop });
    const policy = await api(t, {
      method: "PUT",
      url: "/api/account/privacy-policy",
      tenant: shop,
      token: owner.token,
      body: { url: null, text: "We keep your name and phone to serve your bookings." },
    });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toMatchObject({ isDefault: false, text: "We keep your name and phone to serve your bookings." });
    const version = policy.json().version as string;
    expect(version).toMatch(/^text:/);

    const refused = await api(t, {
      url: "/api/bookings",
      tenant: shop,
      token: customer.token,
      body: { serviceId: service.id, slotId: slots[0]!.id },
    });
    expect(refused.json().error).toBe("consentRequired");
    const booked = await api(t, {
      url: "/api/bookings",
      tenant: shop,
      token: customer.token,
      body: { serviceId: service.id, slotId: slots[0]!.id, consent: true },
    });
    expect(booked.statusCode).toBe(201);
    expect((await consentsOf(customer.id)).at(-1)).toMatchObject({ policyVersion: version, channel: "BOOKING" });
  });

  it("joining a waitlist needs consent the same way", async () => {
    const shop = await createTenant(t.db);
    const { service } = await bookable(shop);
    const customer = await createUser(t.db, { tenant: shop, consent: false });
    const join = (consent?: boolean) =>
      api(t, {
        url: "/api/waitlist",
        tenant: shop,
        token: customer.token,
        body: { serviceId: service.id, date: localDate(shop, 3), consent },
      });
    expect((await join()).json().error).toBe("consentRequired");
    expect((await join(true)).statusCode).toBe(201);
  });
});

describe("the business's policy and marketing", () => {
  it("the owner sets a link, a text or the default; others may not; both at once is refused", async () => {
    const shop = await createTenant(t.db);
    const owner = await createUser(t.db, { tenant: shop, role: "OWNER" });
    const admin = await createUser(t.db, { tenant: shop, role: "ADMIN" });
    const put = (token: string, body: unknown) => api(t, { method: "PUT", url: "/api/account/privacy-policy", tenant: shop, token, body });

    expect((await api(t, { url: "/api/privacy-policy", tenant: shop })).json()).toMatchObject({
      isDefault: true,
      url: null,
      text: null,
      businessName: shop.displayName,
    });
    expect((await put(admin.token, { url: "https://example.com/privacy", text: null })).statusCode).toBe(403);
    const both = await put(owner.token, { url: "https://example.com/privacy", text: "Our policy" });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ error: "VALIDATION_ERROR", field: "text" });
    expect((await put(owner.token, { url: "javascript:alert(1)", text: null })).statusCode).toBe(400);
    expect((await put(owner.token, { url: null, text: "x".repeat(30_001) })).statusCode).toBe(400);

    const linked = await put(owner.token, { url: "https://example.com/privacy", text: "" });
    expect(linked.json()).toMatchObject({ url: "https://example.com/privacy", text: null, isDefault: false });
    expect((await api(t, { url: "/api/privacy-policy", tenant: shop })).json()).toMatchObject({ url: "https://example.com/privacy" });
    const text = await put(owner.token, { url: "", text: "Our own policy" });
    expect(text.json()).toMatchObject({ url: null, text: "Our own policy" });
    expect((await api(t, { url: "/api/privacy-policy", tenant: shop })).json()).toMatchObject({ text: "Our own policy", url: null });
    const reset = await put(owner.token, {});
    expect(reset.json()).toMatchObject({ isDefault: true, url: null, text: null });
    expect(await t.db.tenantPolicy.count({ where: { tenantId: shop.id } })).toBe(0);
  });

  it("a customer opts in and out of marketing; opting out is kept as a withdrawal", async () => {
    const customer = await createUser(t.db, { tenant });
    const set = (optIn: unknown) =>
      api(t, { method: "PUT", url: "/api/user/consents/marketing", tenant, token: customer.token, body: { optIn } });
    expect((await set(true)).json()).toEqual({ marketing: true });
    expect((await set(true)).json()).toEqual({ marketing: true });
    expect(await t.db.consent.count({ where: { userId: customer.id, kind: "MARKETING" } })).toBe(1);
    expect((await set(false)).json()).toEqual({ marketing: false });
    const rows = await t.db.consent.findMany({ where: { userId: customer.id, kind: "MARKETING" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.withdrawnAt).not.toBeNull();
    expect((await set("yes")).statusCode).toBe(400);
    expect((await api(t, { method: "PUT", url: "/api/user/consents/marketing", tenant, body: { optIn: true } })).statusCode).toBe(401);
  });
});
