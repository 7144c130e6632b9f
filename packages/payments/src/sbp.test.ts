import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentAdapter } from "./index.ts";
import { startTbankStandIn, type TbankStandIn } from "./testing/tbank-stand-in.ts";
import { startYookassaStandIn, type YookassaStandIn } from "./testing/yookassa-stand-in.ts";
import type { CreatePaymentInput } from "./types.ts";

const terminal = { terminalKey: "SbpTerminal", password: "SbpPassw0rd" };
const shop = { shopId: "700100", secretKey: "test_SbpShopSecretKey0123456789" };

const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: `order-${Math.random().toString(36).slice(2, 10)}`,
  amountMinor: 250_000,
  currency: "RUB",
  description: "Тариф PROFESSIONAL, 30 дней",
  returnUrl: "https://booking.example/account?tab=subscription",
  idempotenceKey: `idem-${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

let tbank: TbankStandIn;
let yookassa: YookassaStandIn;

beforeAll(async () => {
  [tbank, yookassa] = await Promise.all([startTbankStandIn([terminal]), startYookassaStandIn([shop])]);
});
afterAll(() => Promise.all([tbank.close(), yookassa.close()]));

describe("SBP through T-Bank", () => {
  it("calls Init then GetQr (PAYLOAD) and returns the NSPK payload", async () => {
    const adapter = createPaymentAdapter("SBP", { via: "TBANK", ...terminal }, { baseUrl: tbank.baseUrl });
    expect(adapter.provider).toBe("SBP");
    const before = tbank.requests.length;
    const created = await adapter.createPayment(order());
    const calls = tbank.requests.slice(before);
    expect(calls.map((r) => r.path)).toEqual(["/v2/Init", "/v2/GetQr"]);
    expect(calls[1]?.body).toMatchObject({ TerminalKey: terminal.terminalKey, PaymentId: created.providerPaymentId, DataType: "PAYLOAD" });
    expect(created.status).toBe("PENDING");
    expect(created.qrPayload).toMatch(/^https:\/\/qr\.nspk\.ru\//);
    expect(created.confirmationUrl).toBe(created.qrPayload);
  });

  it("verifies the processor's signed notifications and answers OK", async () => {
    const adapter = createPaymentAdapter("SBP", { via: "TBANK", ...terminal }, { baseUrl: tbank.baseUrl });
    const { providerPaymentId } = await adapter.createPayment(order());
    tbank.succeed(providerPaymentId);
    const note = await adapter.parseNotification({ headers: {}, body: tbank.buildNotification(providerPaymentId) });
    expect(note).toMatchObject({ providerPaymentId, status: "SUCCEEDED", amountMinor: 250_000 });
    await expect(
      adapter.parseNotification({ headers: {}, body: { ...tbank.buildNotification(providerPaymentId), Amount: 1 } }),
    ).rejects.toMatchObject({ code: "PAYMENT_NOTIFICATION_INVALID" });
    expect(adapter.notificationReply().body).toBe("OK");
  });

  it("is rouble-only", async () => {
    const adapter = createPaymentAdapter("SBP", { via: "TBANK", ...terminal }, { baseUrl: tbank.baseUrl });
    await expect(adapter.createPayment(order({ currency: "EUR" }))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("SBP through YooKassa", () => {
  it("asks for payment_method_data sbp and returns the confirmation URL", async () => {
    const adapter = createPaymentAdapter("SBP", { via: "YOOKASSA", ...shop }, { baseUrl: yookassa.baseUrl });
    expect(adapter.provider).toBe("SBP");
    const created = await adapter.createPayment(order());
    const request = yookassa.requests.at(-1);
    expect(request?.body).toMatchObject({
      payment_method_data: { type: "sbp" },
      confirmation: { type: "redirect" },
      amount: { value: "2500.00", currency: "RUB" },
    });
    expect(created.confirmationUrl).toMatch(/^https:\/\//);
    expect(yookassa.payment(created.providerPaymentId).payment_method?.type).toBe("sbp");

    yookassa.succeed(created.providerPaymentId);
    const note = await adapter.parseNotification({ headers: {}, body: yookassa.notification(created.providerPaymentId) });
    expect(note.status).toBe("SUCCEEDED");
  });

  it("is rouble-only", async () => {
    const adapter = createPaymentAdapter("SBP", { via: "YOOKASSA", ...shop }, { baseUrl: yookassa.baseUrl });
    await expect(adapter.createPayment(order({ currency: "USD" }))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
