import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@booking/contracts";
import { startTbankStandIn, type TbankStandIn } from "./testing/tbank-stand-in.ts";
import { isValidTbankToken } from "./tbank-token.ts";
import { createTbankAdapter, mapTbankStatus } from "./tbank.ts";
import type { CreatePaymentInput, PaymentProviderAdapter } from "./types.ts";

const terminal = { terminalKey: "TinkoffBankTest", password: "Tb4nkPassw0rd" };
const otherTerminal = { terminalKey: "OtherTerminal", password: "0therPassw0rd" };
/** A second terminal of the same merchant that shares the password (e.g. its test terminal). */
const twinTerminal = { terminalKey: "TinkoffBankTestDEMO", password: terminal.password };

const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: `order-${Math.random().toString(36).slice(2, 10)}`,
  amountMinor: 150_050,
  currency: "RUB",
  description: "Консультация 60 минут",
  returnUrl: "https://booking.example/pay/return",
  idempotenceKey: "k-1",
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

let standIn: TbankStandIn;
let adapter: PaymentProviderAdapter;

beforeAll(async () => {
  standIn = await startTbankStandIn([terminal, otherTerminal, twinTerminal]);
  adapter = createTbankAdapter(terminal, { baseUrl: standIn.baseUrl });
});
afterAll(() => standIn.close());

describe("T-Bank status mapping", () => {
  it.each([
    ["NEW", "PENDING"],
    ["FORM_SHOWED", "PENDING"],
    ["AUTHORIZING", "PENDING"],
    ["3DS_CHECKING", "PENDING"],
    ["AUTHORIZED", "PENDING"],
    ["CONFIRMING", "PENDING"],
    ["CONFIRMED", "SUCCEEDED"],
    ["REFUNDING", "SUCCEEDED"],
    ["REJECTED", "FAILED"],
    ["AUTH_FAIL", "FAILED"],
    ["ATTEMPTS_EXPIRED", "FAILED"],
    ["CANCELED", "CANCELLED"],
    ["REVERSED", "CANCELLED"],
    ["DEADLINE_EXPIRED", "CANCELLED"],
    ["REFUNDED", "REFUNDED"],
    ["PARTIAL_REFUNDED", "REFUNDED"],
    ["SOMETHING_NEW", "PENDING"],
  ] as const)("%s → %s", (status, expected) => {
    expect(mapTbankStatus(status)).toBe(expected);
  });
});

describe("T-Bank adapter", () => {
  it("creates a one-stage payment with a signed Init and returns the payment form URL", async () => {
    const input = order({
      expiresAt: new Date("2030-01-02T03:04:05.678Z"),
      customerEmail: "client@example.ru",
      notificationUrl: "https://booking.example/api/payments/webhook/TBANK",
    });
    const created = await adapter.createPayment(input);
    expect(created.status).toBe("PENDING");
    expect(created.confirmationUrl).toMatch(/^https:\/\//);

    const init = standIn.requests.at(-1);
    expect(init?.path).toBe("/v2/Init");
    const body = init?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      TerminalKey: terminal.terminalKey,
      Amount: 150_050,
      OrderId: input.orderId,
      PayType: "O",
      SuccessURL: input.returnUrl,
      FailURL: input.returnUrl,
      NotificationURL: input.notificationUrl,
      RedirectDueDate: "2030-01-02T03:04:05+00:00",
      DATA: { Email: "client@example.ru" },
    });
    expect(isValidTbankToken(body, terminal.password)).toBe(true);
    expect(init?.rawBody).not.toContain(terminal.password);
    expect(standIn.payment(created.providerPaymentId).Amount).toBe(150_050);
  });

  it("reports the state through GetState", async () => {
    const input = order({ amountMinor: 19_990 });
    const { providerPaymentId } = await adapter.createPayment(input);
    expect(await adapter.fetchStatus(providerPaymentId)).toEqual({
      status: "PENDING",
      amountMinor: 19_990,
      currency: "RUB",
      orderId: input.orderId,
    });
    standIn.succeed(providerPaymentId);
    expect((await adapter.fetchStatus(providerPaymentId)).status).toBe("SUCCEEDED");
  });

  it("refuses non-rouble payments and non-integer amounts before calling T-Bank", async () => {
    const before = standIn.requests.length;
    expect((await rejectionOf(adapter.createPayment(order({ currency: "USD" })))).code).toBe("VALIDATION_ERROR");
    expect((await rejectionOf(adapter.createPayment(order({ amountMinor: 10.5 })))).code).toBe("VALIDATION_ERROR");
    expect(standIn.requests.length).toBe(before);
  });

  describe("notifications", () => {
    it("accepts a correctly signed notification and normalises it", async () => {
      const input = order({ amountMinor: 50_000 });
      const { providerPaymentId } = await adapter.createPayment(input);
      standIn.succeed(providerPaymentId);
      const body = standIn.buildNotification(providerPaymentId);
      const note = await adapter.parseNotification({ headers: { "content-type": "application/json" }, body });
      expect(note).toMatchObject({ providerPaymentId, orderId: input.orderId, status: "SUCCEEDED", amountMinor: 50_000, currency: "RUB" });
      // The same delivery twice has the same key; AUTHORIZED and CONFIRMED of one payment do not.
      const again = await adapter.parseNotification({ headers: {}, body: structuredClone(body), rawBody: JSON.stringify(body) });
      expect(again.eventKey).toBe(note.eventKey);
      const authorized = await adapter.parseNotification({
        headers: {},
        body: standIn.buildNotification(providerPaymentId, { Status: "AUTHORIZED" }),
      });
      expect(authorized.status).toBe("PENDING");
      expect(authorized.eventKey).not.toBe(note.eventKey);
      expect(adapter.notificationReply()).toEqual({ status: 200, body: "OK", contentType: "text/plain; charset=utf-8" });
    });

    it("refuses a tampered Token, a tampered Amount, a missing Token and another terminal's notification", async () => {
      const { providerPaymentId } = await adapter.createPayment(order());
      standIn.succeed(providerPaymentId);
      const valid = standIn.buildNotification(providerPaymentId);
      const token = String(valid.Token);
      const { Token: _removed, ...unsigned } = valid;
      const forgeries: unknown[] = [
        { ...valid, Token: token.slice(0, -1) + (token.endsWith("a") ? "b" : "a") },
        { ...valid, Amount: Number(valid.Amount) + 1 },
        { ...valid, Status: "REFUNDED" },
        unsigned,
        "Status=CONFIRMED",
        null,
      ];
      for (const body of forgeries) {
        const error = await rejectionOf(adapter.parseNotification({ headers: {}, body }));
        expect(error.code).toBe("PAYMENT_NOTIFICATION_INVALID");
        expect(error.status).toBe(401);
      }
      // Genuinely signed by T-Bank for another terminal: not this tenant's notification.
      const other = createTbankAdapter(otherTerminal, { baseUrl: standIn.baseUrl });
      const { providerPaymentId: otherId } = await other.createPayment(order());
      const foreign = standIn.buildNotification(otherId);
      expect((await rejectionOf(adapter.parseNotification({ headers: {}, body: foreign }))).code).toBe("PAYMENT_NOTIFICATION_INVALID");
      // Correctly signed (the twin shares the password) but for another terminal: still not ours.
      const twin = createTbankAdapter(twinTerminal, { baseUrl: standIn.baseUrl });
      const { providerPaymentId: twinId } = await twin.createPayment(order());
      standIn.succeed(twinId);
      const twinNote = standIn.buildNotification(twinId);
      expect(isValidTbankToken(twinNote, terminal.password)).toBe(true);
      const twinError = await rejectionOf(adapter.parseNotification({ headers: {}, body: twinNote }));
      expect([twinError.code, twinError.message]).toEqual([
        "PAYMENT_NOTIFICATION_INVALID",
        "T-Bank notification rejected: notification is for another terminal",
      ]);
      // A raw body that disagrees with the parsed one is judged by the raw body.
      const error = await rejectionOf(
        adapter.parseNotification({ headers: {}, body: valid, rawBody: JSON.stringify({ ...valid, Amount: 1 }) }),
      );
      expect(error.code).toBe("PAYMENT_NOTIFICATION_INVALID");
    });
  });

  describe("refunds", () => {
    it("refunds fully and partially through Cancel, idempotently by ExternalRequestId", async () => {
      const { providerPaymentId } = await adapter.createPayment(order({ amountMinor: 10_000 }));
      standIn.succeed(providerPaymentId);
      expect(await adapter.refund(providerPaymentId, 4_000, "refund-1")).toEqual({ status: "SUCCEEDED" });
      expect(standIn.payment(providerPaymentId).Status).toBe("PARTIAL_REFUNDED");
      const cancel = standIn.requests.at(-1)?.body as Record<string, unknown>;
      expect(cancel).toMatchObject({ PaymentId: providerPaymentId, Amount: 4_000, ExternalRequestId: "refund-1" });
      expect(isValidTbankToken(cancel, terminal.password)).toBe(true);

      // Retrying the same refund does not refund twice.
      expect(await adapter.refund(providerPaymentId, 4_000, "refund-1")).toEqual({ status: "SUCCEEDED" });
      expect(standIn.payment(providerPaymentId).Amount).toBe(6_000);
      expect(await adapter.refund(providerPaymentId, 6_000, "refund-2")).toEqual({ status: "SUCCEEDED" });
      expect((await adapter.fetchStatus(providerPaymentId)).status).toBe("REFUNDED");
    });

    it("surfaces a refused refund as PAYMENT_PROVIDER_ERROR", async () => {
      const { providerPaymentId } = await adapter.createPayment(order());
      standIn.setStatus(providerPaymentId, "REJECTED");
      const error = await rejectionOf(adapter.refund(providerPaymentId, 100, "refund-x"));
      expect(error.code).toBe("PAYMENT_PROVIDER_ERROR");
      expect(error.details).toMatchObject({ provider: "T-Bank", operation: "Cancel", providerCode: "3" });
    });
  });

  describe("credentials", () => {
    it("testCredentials passes for the right password and reports CREDENTIALS_REJECTED for a wrong one", async () => {
      await expect(adapter.testCredentials()).resolves.toBeUndefined();
      const wrong = createTbankAdapter({ ...terminal, password: "WrongPassword" }, { baseUrl: standIn.baseUrl });
      const error = await rejectionOf(wrong.testCredentials());
      expect(error.code).toBe("PAYMENT_CREDENTIALS_REJECTED");
      expect(JSON.stringify({ m: error.message, d: error.details })).not.toContain("WrongPassword");
      expect((await rejectionOf(wrong.createPayment(order()))).code).toBe("PAYMENT_CREDENTIALS_REJECTED");
    });
  });
});
