// A tenant's currency (issue 12.5): USD by default, RUB at least, shown with every price, and never
// one that an enabled payment method cannot take (T-Bank and SBP: roubles only).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { api } from "../support/identity.ts";
import { createService } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { configureProvider, createBillingApp, newTenantCredentials, type BillingApp } from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

type Who = { tenant: Tenant; owner: User & { token: string } };
async function newOwner(): Promise<Who> {
  const tenant = await createTenant(t.db, { plan: "STARTER" });
  return { tenant, owner: await createUser(t.db, { tenant, role: "OWNER" }) };
}
const setCurrency = (who: Who, currency: unknown) =>
  api(t, { method: "PUT", url: "/api/account/currency", tenant: who.tenant, token: who.owner.token, body: { currency } });
const account = async (who: Who) => (await api(t, { url: "/api/account", tenant: who.tenant, token: who.owner.token })).json();

describe("tenant currency", () => {
  it("is USD by default and travels with the account and every listed service", async () => {
    const who = await newOwner();
    await createService(t.db, who.tenant, { priceMinor: 4_900 });
    expect((await account(who)).tenant.currency).toBe("USD");
    const services = (await api(t, { url: "/api/services", tenant: who.tenant })).json();
    expect(services).toEqual([expect.objectContaining({ price: 49, currency: "USD" })]);

    expect((await setCurrency(who, "RUB")).json()).toEqual({ currency: "RUB" });
    expect((await account(who)).tenant.currency).toBe("RUB");
    expect((await api(t, { url: "/api/services", tenant: who.tenant })).json()[0].currency).toBe("RUB");
    const admin = await api(t, { url: "/api/admin/services", tenant: who.tenant, token: who.owner.token });
    expect(admin.json()[0].currency).toBe("RUB");
  });

  it("takes USD and RUB only (400), and only from the owner (403)", async () => {
    const who = await newOwner();
    const eur = await setCurrency(who, "EUR");
    expect([eur.statusCode, eur.json().error]).toEqual([400, "VALIDATION_ERROR"]);
    const customer = await createUser(t.db, { tenant: who.tenant });
    const res = await api(t, {
      method: "PUT",
      url: "/api/account/currency",
      tenant: who.tenant,
      token: customer.token,
      body: { currency: "RUB" },
    });
    expect(res.statusCode).toBe(403);
    // The database holds the same rule for any writer.
    await expect(t.db.tenant.update({ where: { id: who.tenant.id }, data: { currency: "EUR" } })).rejects.toThrow(
      /Tenant_currency_supported/,
    );
  });

  it("cannot leave RUB while T-Bank is switched on; can once it is off", async () => {
    const who = await newOwner();
    await setCurrency(who, "RUB");
    await configureProvider(t.db, t.config.appSecret, who.tenant, "TBANK", newTenantCredentials(t).TBANK, true);
    const refused = await setCurrency(who, "USD");
    expect([refused.statusCode, refused.json().error]).toEqual([409, "PAYMENT_CURRENCY_NOT_SUPPORTED"]);
    expect((await account(who)).tenant.currency).toBe("RUB");
    await api(t, {
      method: "PUT",
      url: "/api/account/payment-methods",
      tenant: who.tenant,
      token: who.owner.token,
      body: { provider: "TBANK", isEnabled: false },
    });
    expect((await setCurrency(who, "USD")).statusCode).toBe(200);
  });
});
