import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@booking/contracts";
import { startYookassaStandIn, type YookassaStandIn } from "./testing/yookassa-stand-in.ts";
import type { CreatePaymentInput, PaymentProviderAdapter } from "./types.ts";
import { createYookassaAdapter, reportYookassaPayment } from "./yookassa.ts";

const shop = { shopId: "506751", secretKey: "test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0" };
const otherShop = { shopId: "506752", secretKey: "test_OtherShopSecretKey0123456789" };

const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: `order-${Math.random().toString(36).slice(2, 10)}`,
  amountMinor: 19_990,
  currency: "RUB",
  description: "Консультация 60 минут",
  returnUrl: "https://booking.example/pay/return",
  idempotenceKey: `idem-${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let standIn: YookassaStandIn;
let adapter: PaymentProviderAdapter;

beforeAll(async () => {
  standIn = await startYookassaStandIn([shop, otherShop]);
  adapter = createYookassaAdapter(shop, { baseUrl: standIn.baseUrl });
});
afterAll(() => standIn.close());

describe("YooKassa adapter", () => {
  it("creates a payment with Basic auth, an Idempotence-Key and a decimal amount string", async () => {
    const input = order({ metadata: { kind: "booking" } });
    const created = await adapter.createPayment(input);
    expect(created.status).toBe("PENDING");
    expect(created.confirmationUrl).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);

    const request = standIn.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v3/payments");
    const expectedAuth = `Basic ${Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString("base64")}`;
    expect(request?.headers.authorization).toBe(expectedAuth);
    expect(request?.headers["idempotence-key"]).toBe(input.idempotenceKey);
    expect(request?.body).toEqual({
      amount: { value: "199.90", currency: "RUB" },
      capture: true,
      confirmation: { type: "redirect", return_url: input.returnUrl },
      description: input.description,
      metadata: { kind: "booking", orderId: input.orderId },
    });
  });

  it("returns the same payment for a repeated Idempotence-Key", async () => {
    const input = order();
    const first = await adapter.createPayment(input);
    const retry = await adapter.createPayment(input);
    expect(retry.providerPaymentId).toBe(first.providerPaymentId);
    const fresh = await adapter.createPayment({ ...input, idempotenceKey: "another-key" });
    expect(fresh.providerPaymentId).not.toBe(first.providerPaymentId);
  });

  it.each([
    [29, "0.29"],
    [115, "1.15"],
    [1999, "19.99"],
    [19_990, "199.90"],
    [100, "1.00"],
    [12_345_678_901, "123456789.01"],
  ])("sends %i minor units as %s and reads it back without drift", async (minor, text) => {
    const { providerPaymentId } = await adapter.createPayment(order({ amountMinor: minor }));
    expect(standIn.payment(providerPaymentId).amount.value).toBe(text);
    expect(await adapter.fetchStatus(providerPaymentId)).toMatchObject({
      status: "PENDING",
      amountMinor: minor,
      currency: "RUB",
      refundedMinor: 0,
    });
  });

  describe("notifications (unsigned: state comes from a re-fetch)", () => {
    it("a forged payment.succeeded whose payment is still pending yields PENDING", async () => {
      const { providerPaymentId } = await adapter.createPayment(order());
      const forged = standIn.notification(providerPaymentId, "payment.succeeded");
      forged.object.status = "succeeded";
      forged.object.paid = true;
      forged.object.amount = { value: "1.00", currency: "RUB" };
      const before = standIn.requests.length;
      const note = await adapter.parseNotification({ headers: {}, body: forged });
      expect(note.status).toBe("PENDING");
      expect(note.amountMinor).toBe(19_990); // from the fetched payment, not the body
      const refetch = standIn.requests.slice(before);
      expect(refetch.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v3/payments/${providerPaymentId}`]);

      // The genuine success later gets its own event key, so the forgery cannot pre-empt it.
      standIn.succeed(providerPaymentId);
      const genuine = await adapter.parseNotification({ headers: {}, body: standIn.notification(providerPaymentId) });
      expect(genuine.status).toBe("SUCCEEDED");
      expect(genuine.eventKey).not.toBe(note.eventKey);
    });

    it("a real payment.succeeded yields SUCCEEDED with the order id and amount", async () => {
      const input = order({ amountMinor: 115 });
      const { providerPaymentId } = await adapter.createPayment(input);
      standIn.succeed(providerPaymentId);
      const body = standIn.notification(providerPaymentId);
      const note = await adapter.parseNotification({ headers: {}, body, rawBody: JSON.stringify(body) });
      expect(note).toMatchObject({ providerPaymentId, orderId: input.orderId, status: "SUCCEEDED", amountMinor: 115, currency: "RUB" });
      const duplicate = await adapter.parseNotification({ headers: {}, body });
      expect(duplicate.eventKey).toBe(note.eventKey);
      expect(adapter.notificationReply().status).toBe(200);
    });

    it("a refund.succeeded notification resolves the refunded payment", async () => {
      const { providerPaymentId } = await adapter.createPayment(order({ amountMinor: 10_000 }));
      standIn.succeed(providerPaymentId);
      expect(await adapter.refund(providerPaymentId, 2_500, `refund-${providerPaymentId}`)).toEqual({ status: "SUCCEEDED" });
      const body = {
        type: "notification",
        event: "refund.succeeded",
        object: { id: "refund-id", payment_id: providerPaymentId, status: "succeeded" },
      };
      const note = await adapter.parseNotification({ headers: {}, body });
      expect(note).toMatchObject({ providerPaymentId, status: "REFUNDED", amountMinor: 10_000, refundedMinor: 2_500 });
    });

    it("refuses notifications for payments this shop does not have, and malformed ones", async () => {
      const other = createYookassaAdapter(otherShop, { baseUrl: standIn.baseUrl });
      const { providerPaymentId: foreignId } = await other.createPayment(order());
      const cases: unknown[] = [
        standIn.notification(foreignId, "payment.succeeded"),
        { type: "notification", event: "payment.succeeded", object: { id: "2f3b588d-000f-5000-8000-1d6e87c7fbde" } },
        { type: "notification", event: "payout.succeeded", object: { id: "po-1" } },
        { event: "payment.succeeded" },
        "payment.succeeded",
      ];
      for (const body of cases) {
        const error = await rejectionOf(adapter.parseNotification({ headers: {}, body }));
        expect(error.code).toBe("PAYMENT_NOTIFICATION_INVALID");
      }
    });
  });

  describe("refunds", () => {
    it("posts /refunds with the payment's currency and an Idempotence-Key; a retry does not refund twice", async () => {
      const { providerPaymentId } = await adapter.createPayment(order({ amountMinor: 19_990 }));
      standIn.succeed(providerPaymentId);
      expect(await adapter.refund(providerPaymentId, 19_990, "refund-key-1")).toEqual({ status: "SUCCEEDED" });
      const request = standIn.requests.at(-1);
      expect(request?.path).toBe("/v3/refunds");
      expect(request?.headers["idempotence-key"]).toBe("refund-key-1");
      expect(request?.body).toEqual({ payment_id: providerPaymentId, amount: { value: "199.90", currency: "RUB" } });
      expect(await adapter.refund(providerPaymentId, 19_990, "refund-key-1")).toEqual({ status: "SUCCEEDED" });
      expect(await adapter.fetchStatus(providerPaymentId)).toMatchObject({ status: "REFUNDED", refundedMinor: 19_990 });
    });
  });

  it("maps YooKassa states, telling unpaid cancellations from declines", () => {
    const base = { id: "p", amount: { value: "10.00", currency: "RUB" } };
    expect(reportYookassaPayment({ ...base, status: "pending" }).status).toBe("PENDING");
    expect(reportYookassaPayment({ ...base, status: "waiting_for_capture" }).status).toBe("PENDING");
    expect(reportYookassaPayment({ ...base, status: "succeeded" }).status).toBe("SUCCEEDED");
    expect(reportYookassaPayment({ ...base, status: "succeeded", refunded_amount: { value: "0.01", currency: "RUB" } }).status).toBe(
      "REFUNDED",
    );
    const canceled = (reason: string) =>
      reportYookassaPayment({ ...base, status: "canceled", cancellation_details: { party: "yoo_money", reason } }).status;
    expect(canceled("expired_on_confirmation")).toBe("CANCELLED");
    expect(canceled("canceled_by_merchant")).toBe("CANCELLED");
    expect(canceled("insufficient_funds")).toBe("FAILED");
    expect(canceled("3d_secure_failed")).toBe("FAILED");
  });

  it("testCredentials passes for the right key and reports CREDENTIALS_REJECTED for a wrong one", async () => {
    await expect(adapter.testCredentials()).resolves.toBeUndefined();
    const wrongKey = "test_WrongSecretKey0123456789";
    const wrong = createYookassaAdapter({ ...shop, secretKey: wrongKey }, { baseUrl: standIn.baseUrl });
    const error = await rejectionOf(wrong.testCredentials());
    expect(error.code).toBe("PAYMENT_CREDENTIALS_REJECTED");
    expect(JSON.stringify({ m: error.message, d: error.details })).not.toContain(wrongKey);
  });
});
