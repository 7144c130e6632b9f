// 54-FZ receipts (issue 30) through each provider's documented shape, against stand-ins that validate
// receipts as the providers do for a fiscalized shop or terminal: a payment without a receipt is
// refused, item sums must equal the amount, VAT codes must be in range; a receipt that does not add
// up is caught here before any provider call; the T-Bank Token is computed without the Receipt.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@booking/contracts";
import { assertValidReceipt, receiptForAmount, receiptItemName, serviceReceipt, type Receipt } from "./receipt.ts";
import { yookassaReceipt } from "./receipt-yookassa.ts";
import { tbankReceipt } from "./receipt-tbank.ts";
import { createSbpAdapter } from "./sbp.ts";
import { createTbankAdapter } from "./tbank.ts";
import { signTbankRequest, tbankToken } from "./tbank-token.ts";
import { startTbankStandIn, type TbankStandIn } from "./testing/tbank-stand-in.ts";
import { startYookassaStandIn, type YookassaStandIn } from "./testing/yookassa-stand-in.ts";
import type { CreatePaymentInput } from "./types.ts";
import { createYookassaAdapter } from "./yookassa.ts";

const shop = { shopId: "510001", secretKey: "test_fiscalShopSecret", fiscalized: true };
const plainShop = { shopId: "510002", secretKey: "test_plainShopSecret" };
const terminal = { terminalKey: "FiscalTerminal", password: "F1scalPassw0rd", fiscalized: true };

const settings = { taxSystem: "USN_INCOME", vat: "NONE", paymentMode: "FULL_PAYMENT" } as const;
const receiptOf = (amountMinor: number, customer: { email?: string; phone?: string } = { email: "anna@example.test" }) =>
  serviceReceipt(settings, { name: "Консультация 60 минут", amountMinor, customer });

const order = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: `order-${Math.random().toString(36).slice(2, 10)}`,
  amountMinor: 250_050,
  currency: "RUB",
  description: "Консультация 60 минут",
  returnUrl: "https://booking.example/pay/return",
  idempotenceKey: `k-${Math.random()}`,
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

let yookassa: YookassaStandIn;
let tbank: TbankStandIn;
beforeAll(async () => {
  yookassa = await startYookassaStandIn([shop, plainShop]);
  tbank = await startTbankStandIn([terminal]);
});
afterAll(async () => {
  await yookassa.close();
  await tbank.close();
});

describe("the neutral receipt", () => {
  it("names fit 128 characters (whole characters, an ellipsis when cut); sums are checked to the kopeck", () => {
    const long = "Ж".repeat(200);
    expect(Array.from(receiptItemName(long))).toHaveLength(128);
    expect(receiptItemName(long).endsWith("…")).toBe(true);
    expect(receiptItemName("😀".repeat(129))).toBe(`${"😀".repeat(127)}…`);
    expect(receiptItemName("  Массаж \n спины ")).toBe("Массаж спины");
    expect(() => assertValidReceipt(receiptOf(100), 100, "RUB")).not.toThrow();
    for (const [receipt, amount, currency, reason] of [
      [receiptOf(100), 101, "RUB", /sum to 100, the amount is 101/],
      [receiptOf(100), 100, "USD", /roubles/],
      [receiptOf(100, {}), 100, "RUB", /no email or phone/],
      [{ ...receiptOf(100), items: [] }, 100, "RUB", /0 items/],
      [{ ...receiptOf(100), items: [{ name: "x".repeat(129), quantity: 1, amountMinor: 100, vat: "NONE" }] }, 100, "RUB", /129 characters/],
      [{ ...receiptOf(100), items: [{ name: "x", quantity: 3, amountMinor: 100, vat: "NONE" }] }, 100, "RUB", /quantity 3/],
      [{ ...receiptOf(100), items: [{ name: "x", quantity: 1, amountMinor: 100, vat: "VAT20" }] }, 100, "RUB", /VAT rate/],
    ] as [Receipt, number, string, RegExp][]) {
      const error = (() => {
        try {
          assertValidReceipt(receipt, amount, currency);
        } catch (e) {
          return e as AppError;
        }
        return undefined;
      })();
      expect(error?.code).toBe("RECEIPT_INVALID");
      expect(error?.message).toMatch(reason);
    }
  });

  it("maps to YooKassa's codes and T-Bank's names; a prepayment takes the calculated VAT rate", () => {
    const base = serviceReceipt(
      { taxSystem: "OSN", vat: "VAT22", paymentMode: "FULL_PAYMENT" },
      { name: "Стрижка", amountMinor: 150_000, customer: { phone: "+79161234567" } },
    );
    expect(yookassaReceipt(base, "RUB")).toEqual({
      customer: { phone: "79161234567" },
      items: [
        {
          description: "Стрижка",
          quantity: 1,
          amount: { value: "1500.00", currency: "RUB" },
          vat_code: 11,
          payment_mode: "full_payment",
          payment_subject: "service",
        },
      ],
      tax_system_code: 1,
    });
    expect(tbankReceipt(base)).toEqual({
      Phone: "+79161234567",
      Taxation: "osn",
      Items: [
        {
          Name: "Стрижка",
          Price: 150_000,
          Quantity: 1,
          Amount: 150_000,
          Tax: "vat22",
          PaymentMethod: "full_payment",
          PaymentObject: "service",
        },
      ],
    });
    const prepaid = { ...base, paymentMode: "FULL_PREPAYMENT" as const };
    expect(yookassaReceipt(prepaid, "RUB").items[0]).toMatchObject({ vat_code: 12, payment_mode: "full_prepayment" });
    expect(tbankReceipt(prepaid).Items[0]).toMatchObject({ Tax: "vat122", PaymentMethod: "full_prepayment" });
    expect(receiptForAmount(base, 50_000).items).toEqual([{ name: "Стрижка", quantity: 1, amountMinor: 50_000, vat: "VAT22" }]);
  });
});

describe("YooKassa with receipts", () => {
  const adapter = () => createYookassaAdapter(shop, { baseUrl: yookassa.baseUrl });

  it("a fiscalized shop refuses a payment without a receipt", async () => {
    const error = await rejectionOf(adapter().createPayment(order()));
    expect(error.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(error.message).toContain("Receipt is missing");
    // A shop without receipts takes it as before.
    const plain = createYookassaAdapter(plainShop, { baseUrl: yookassa.baseUrl });
    expect((await plain.createPayment(order())).status).toBe("PENDING");
  });

  it("a payment and its refund carry the receipt in YooKassa's shape, which the shop accepts", async () => {
    const input = order({ receipt: receiptOf(250_050) });
    const created = await adapter().createPayment(input);
    const payment = yookassa.payment(created.providerPaymentId);
    expect(payment.receipt).toEqual(yookassaReceipt(input.receipt!, "RUB"));
    expect(payment.receipt_registration).toBe("pending");
    yookassa.succeed(created.providerPaymentId);
    const refund = await adapter().refund(created.providerPaymentId, 250_050, `r-${input.orderId}`, input.receipt);
    expect(refund.status).toBe("SUCCEEDED");
    expect(yookassa.refunds.at(-1)).toMatchObject({
      payment_id: created.providerPaymentId,
      receipt: yookassaReceipt(input.receipt!, "RUB"),
    });
  });

  it("the stand-in checks sums and VAT codes as YooKassa does", async () => {
    const request = (receipt: unknown) =>
      fetch(`${yookassa.baseUrl}/payments`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString("base64")}`,
          "idempotence-key": `k-${Math.random()}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          amount: { value: "100.00", currency: "RUB" },
          confirmation: { type: "redirect", return_url: "https://x.example" },
          receipt,
        }),
      });
    const good = yookassaReceipt(receiptOf(10_000), "RUB");
    expect((await request(good)).status).toBe(200);
    const wrongSum = { ...good, items: [{ ...good.items[0], amount: { value: "99.99", currency: "RUB" } }] };
    expect(await (await request(wrongSum)).json()).toMatchObject({ code: "invalid_request", parameter: "receipt.items.amount" });
    const badVat = { ...good, items: [{ ...good.items[0], vat_code: 13 }] };
    expect(await (await request(badVat)).json()).toMatchObject({ parameter: "receipt.items.vat_code" });
    const noCustomer = { ...good, customer: {} };
    expect(await (await request(noCustomer)).json()).toMatchObject({ parameter: "receipt.customer" });
  });

  it("a receipt that does not add up is caught before the call: YooKassa never sees it", async () => {
    const before = yookassa.requests.length;
    const error = await rejectionOf(adapter().createPayment(order({ amountMinor: 250_050, receipt: receiptOf(250_000) })));
    expect(error.code).toBe("RECEIPT_INVALID");
    expect(yookassa.requests.length).toBe(before);
  });

  it("SBP through YooKassa carries the receipt too", async () => {
    const sbp = createSbpAdapter({ via: "YOOKASSA", ...shop }, { baseUrl: yookassa.baseUrl });
    const input = order({ receipt: receiptOf(250_050) });
    const created = await sbp.createPayment(input);
    expect(yookassa.payment(created.providerPaymentId)).toMatchObject({
      payment_method: { type: "sbp" },
      receipt: yookassaReceipt(input.receipt!, "RUB"),
    });
  });
});

describe("T-Bank with receipts", () => {
  const adapter = () => createTbankAdapter(terminal, { baseUrl: tbank.baseUrl });

  it("a terminal with a cash register refuses Init without a Receipt", async () => {
    const error = await rejectionOf(adapter().createPayment(order()));
    expect(error.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(error.message).toContain("Receipt is required");
  });

  it("Init and the refund's Cancel carry the Receipt in T-Bank's shape; the Token leaves it out", async () => {
    const input = order({ receipt: receiptOf(250_050, { phone: "+79161234567" }) });
    const created = await adapter().createPayment(input);
    const init = tbank.requests.at(-1)!.body as Record<string, unknown>;
    expect(init.Receipt).toEqual(tbankReceipt(input.receipt!));
    // The Token is the same with or without the Receipt: nested objects are not signed.
    const { Receipt: _receipt, Token, ...scalars } = init;
    expect(Token).toBe(tbankToken(scalars, terminal.password));
    expect(tbank.payment(created.providerPaymentId).Receipt).toEqual(tbankReceipt(input.receipt!));
    tbank.succeed(created.providerPaymentId);
    const refund = await adapter().refund(
      created.providerPaymentId,
      100_050,
      `r-${input.orderId}`,
      receiptForAmount(input.receipt!, 100_050),
    );
    expect(refund.status).toBe("SUCCEEDED");
    expect(tbank.payment(created.providerPaymentId).refundReceipts).toEqual([tbankReceipt(receiptForAmount(input.receipt!, 100_050))]);
  });

  it("the stand-in checks sums, Tax names and the customer; a changed Receipt keeps the Token valid", async () => {
    const init = (receipt: unknown) => {
      const fields = signTbankRequest(
        { TerminalKey: terminal.terminalKey, Amount: 10_000, OrderId: `o-${Math.random()}`, Description: "x" },
        terminal.password,
      );
      return fetch(`${tbank.baseUrl}/Init`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...fields, Receipt: receipt }),
      }).then((res) => res.json() as Promise<Record<string, unknown>>);
    };
    const good = tbankReceipt(receiptOf(10_000));
    expect(await init(good)).toMatchObject({ Success: true, ErrorCode: "0" });
    expect(await init({ ...good, Items: [{ ...good.Items[0], Amount: 9_999, Price: 9_999 }] })).toMatchObject({
      Success: false,
      Details: "The sum of Items.Amount does not match Amount",
    });
    expect(await init({ ...good, Items: [{ ...good.Items[0], Tax: "vat18" }] })).toMatchObject({ Details: "Items.Tax is invalid" });
    expect(await init({ ...good, Email: undefined })).toMatchObject({ Details: "Receipt.Email or Receipt.Phone is required" });
  });

  it("a receipt that does not add up is caught before the call; SBP through T-Bank carries the Receipt", async () => {
    const before = tbank.requests.length;
    const error = await rejectionOf(adapter().createPayment(order({ receipt: receiptOf(1) })));
    expect(error.code).toBe("RECEIPT_INVALID");
    expect(tbank.requests.length).toBe(before);
    const sbp = createSbpAdapter({ via: "TBANK", ...terminal }, { baseUrl: tbank.baseUrl });
    const input = order({ receipt: receiptOf(250_050) });
    const created = await sbp.createPayment(input);
    expect(created.qrPayload).toMatch(/^https:\/\/qr\.nspk\.ru\//);
    expect(tbank.payment(created.providerPaymentId).Receipt).toEqual(tbankReceipt(input.receipt!));
  });
});
