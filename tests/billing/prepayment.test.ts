// A tenant's prepayment rule (issue 20.1): the owner sets it (OPTIONAL by default), and the customer
// is told it before paying: the calendar's answer carries it with whether the page takes online
// payments, and each of "my bookings" carries it beside canPay. The windows themselves:
// lifecycle.test.ts ("payment windows").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { api } from "../support/identity.ts";
import { localDate } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

type Who = { tenant: Tenant; owner: User & { token: string } };
const setPrepayment = (who: Who, prepayment: unknown, token = who.owner.token) =>
  api(t, { method: "PUT", url: "/api/account/prepayment", tenant: who.tenant, token, body: { prepayment } });
const account = async (who: Who) => (await api(t, { url: "/api/account", tenant: who.tenant, token: who.owner.token })).json();
const calendarTerms = async (tenant: Tenant) =>
  (await api(t, { url: `/api/bookings/available?from=${localDate(tenant, 1)}&to=${localDate(tenant, 7)}`, tenant })).json().payment;

describe("prepayment setting", () => {
  it("is OPTIONAL by default; the owner sets REQUIRED and back", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    expect((await account(who)).tenant.prepayment).toBe("OPTIONAL");
    expect((await setPrepayment(who, "REQUIRED")).json()).toEqual({ prepayment: "REQUIRED" });
    expect((await account(who)).tenant.prepayment).toBe("REQUIRED");
    expect((await setPrepayment(who, "OPTIONAL")).json()).toEqual({ prepayment: "OPTIONAL" });
    expect((await t.db.tenant.findUniqueOrThrow({ where: { id: who.tenant.id } })).prepayment).toBe("OPTIONAL");
  });

  it("takes OPTIONAL or REQUIRED only (400), and only from the owner (403)", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    const bad = await setPrepayment(who, "SOMETIMES");
    expect([bad.statusCode, bad.json().error]).toEqual([400, "VALIDATION_ERROR"]);
    const customer = await createUser(t.db, { tenant: who.tenant });
    expect((await setPrepayment(who, "REQUIRED", customer.token)).statusCode).toBe(403);
    expect((await account(who)).tenant.prepayment).toBe("OPTIONAL");
  });
});

describe("the customer is told before paying", () => {
  it("the calendar says whether the page takes online payments and which rule applies", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    expect(await calendarTerms(who.tenant)).toEqual({ online: false, prepayment: "OPTIONAL" });
    await configureProvider(t.db, t.config.appSecret, who.tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    await setPrepayment(who, "REQUIRED");
    expect(await calendarTerms(who.tenant)).toEqual({ online: true, prepayment: "REQUIRED" });
  });

  it("each of my bookings carries the rule beside canPay", async () => {
    const who = await createPayingTenant(t.db, "STARTER");
    await configureProvider(t.db, t.config.appSecret, who.tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    const { customer } = await createPayableBooking(t.db, who.tenant);
    const mine = async () => (await api(t, { url: "/api/bookings/my", tenant: who.tenant, token: customer.token })).json();
    expect(await mine()).toEqual([expect.objectContaining({ canPay: true, prepayment: "OPTIONAL" })]);
    await setPrepayment(who, "REQUIRED");
    expect(await mine()).toEqual([expect.objectContaining({ canPay: true, prepayment: "REQUIRED" })]);
  });
});
