// Secrets (bot tokens, provider keys, passwords, webhook secrets) never appear in any response or
// log line. The server logs at trace level into `t.logs` while every secret-carrying flow runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api } from "../support/identity.ts";
import {
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  PLATFORM_TBANK,
  PLATFORM_YOOKASSA,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

describe("secrets", () => {
  it("stay out of responses and logs in every flow that handles them", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL");
    const call = (method: "GET" | "PUT" | "POST", url: string, body?: unknown, token = owner.token) =>
      api(t, { method, url, tenant, token, body });
    const responses: string[] = [];
    const record = async (pending: ReturnType<typeof call>) => {
      const res = await pending;
      responses.push(res.body, JSON.stringify(res.headers));
      return res;
    };

    const botToken = "7400001:AAH-bot-token-that-must-stay-secret";
    t.bot.addBot({ token: botToken, username: "secret_keeper_bot" });
    const creds = newTenantCredentials(t);
    const badSecret = "live_not-a-valid key with spaces";
    const newPassword = "the-new-password-42";

    expect((await record(call("PUT", "/api/account/bot-config", { botToken, isActive: true }))).statusCode).toBe(200);
    await record(call("PUT", "/api/account/bot-config", { botToken: "7400002:unknown-bot-token-secret", isActive: true }));
    await record(call("PUT", "/api/account/payment-methods/credentials", { provider: "YOOKASSA", config: creds.YOOKASSA }));
    await record(
      call("PUT", "/api/account/payment-methods/credentials", { provider: "YOOKASSA", config: { shopId: "1", secretKey: badSecret } }),
    );
    await record(
      call("PUT", "/api/account/payment-methods/credentials", {
        provider: "TBANK",
        config: { ...creds.TBANK, password: "wrong-terminal-pass" },
      }),
    );
    await record(call("POST", "/api/account/payment-methods/test", { provider: "TBANK" }));
    await record(call("POST", "/api/account/payment-methods/test", { provider: "YOOKASSA" }));
    await record(call("PUT", "/api/account/payment-methods", { provider: "YOOKASSA", isEnabled: true }));
    await record(
      call("POST", "/api/user/profile/change-password", {
        currentPassword: "wrong-current-pass",
        newPassword,
        confirmPassword: newPassword,
      }),
    );
    expect(
      (
        await record(
          call("POST", "/api/user/profile/change-password", {
            currentPassword: FIXTURE_PASSWORD,
            newPassword,
            confirmPassword: newPassword,
          }),
        )
      ).statusCode,
    ).toBe(200);
    await record(call("GET", "/api/account"));

    // A subscription through the platform's YooKassa shop, notified (forged first, then genuine).
    // (T-Bank notification flows, with their own log check, are in tests/billing/webhooks.test.ts.)
    const checkout = await record(call("POST", "/api/tenant-management/checkout", { plan: "ENTERPRISE" }));
    expect(checkout.statusCode, checkout.body).toBe(200);
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: checkout.json().paymentId } });
    const forged = t.yookassa.notification(payment.providerPaymentId!, "payment.succeeded");
    t.yookassa.succeed(payment.providerPaymentId!);
    const unverifiable = { ...forged, type: "not-a-notification" };
    for (const body of [
      unverifiable,
      t.yookassa.notification(payment.providerPaymentId!),
      { event: "payment.succeeded", object: { id: "unknown" } },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook/yookassa",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      responses.push(res.body);
    }
    // A booking paid with the tenant's YooKassa shop.
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    await record(call("POST", `/api/bookings/${booking.id}/pay`, {}, customer.token));

    const webhookSecret = (await t.db.botConfig.findUniqueOrThrow({ where: { tenantId: tenant.id } })).webhookSecret!;
    const secrets = [
      botToken,
      "unknown-bot-token-secret",
      webhookSecret,
      creds.YOOKASSA.secretKey,
      badSecret,
      "wrong-terminal-pass",
      creds.TBANK.password,
      PLATFORM_TBANK.password,
      PLATFORM_YOOKASSA.secretKey,
      FIXTURE_PASSWORD,
      newPassword,
      "wrong-current-pass",
      owner.token,
      customer.token,
      Buffer.from(`${creds.YOOKASSA.shopId}:${creds.YOOKASSA.secretKey}`).toString("base64"),
    ];
    expect(t.logs.length).toBeGreaterThan(20);
    const logText = t.logs.join("\n");
    const responseText = responses.join("\n");
    for (const secret of secrets) {
      expect(logText, `log leaks ${secret}`).not.toContain(secret);
      expect(responseText, `response leaks ${secret}`).not.toContain(secret);
    }
    // The flows did log what happened (ids and outcomes).
    expect(logText).toContain('"outcome":"applied"');
    expect(logText).toContain("PAYMENT_NOTIFICATION_INVALID");
    expect(logText).toContain('"outcome":"unknown_order"');
  });
});
