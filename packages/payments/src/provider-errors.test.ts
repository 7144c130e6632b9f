// Provider HTTP errors must surface as AppError PAYMENT_PROVIDER_ERROR, a provider that cannot be
// reached or does not answer in time as PAYMENT_PROVIDER_UNREACHABLE, and neither may carry
// credentials in the message or details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@booking/contracts";
import { createPaymentAdapter } from "./index.ts";
import { startTbankStandIn, type TbankStandIn } from "./testing/tbank-stand-in.ts";
import { startYookassaStandIn, type YookassaStandIn } from "./testing/yookassa-stand-in.ts";
import type { CreatePaymentInput } from "./types.ts";

const shop = { shopId: "900900", secretKey: "test_ErrSecretKeyDoNotLeak42" };
const terminal = { terminalKey: "ErrTerminal", password: "ErrPasswordDoNotLeak42" };
const basic = Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString("base64");

const input: CreatePaymentInput = {
  orderId: "order-err",
  amountMinor: 1000,
  currency: "RUB",
  description: "test",
  returnUrl: "https://booking.example/return",
  idempotenceKey: "idem-err",
};

async function providerFailure(promise: Promise<unknown>, code = "PAYMENT_PROVIDER_ERROR"): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe(code);
  expect(appError.status).toBe(502);
  const visible = JSON.stringify({ message: appError.message, details: appError.details });
  for (const secret of [shop.secretKey, basic, terminal.password]) expect(visible).not.toContain(secret);
  return appError;
}

let yookassa: YookassaStandIn;
let tbank: TbankStandIn;

beforeAll(async () => {
  [yookassa, tbank] = await Promise.all([startYookassaStandIn([shop]), startTbankStandIn([terminal])]);
});
afterAll(() => Promise.all([yookassa.close(), tbank.close()]));

describe("YooKassa failures", () => {
  const adapter = () => createPaymentAdapter("YOOKASSA", shop, { baseUrl: yookassa.baseUrl, timeoutMs: 300 });

  it("an HTTP 500 becomes PAYMENT_PROVIDER_ERROR with the provider's code", async () => {
    yookassa.failNext(500, { type: "error", code: "internal_server_error", description: "Internal server error" });
    const error = await providerFailure(adapter().createPayment(input));
    expect(error.details).toMatchObject({ provider: "YooKassa", httpStatus: 500, providerCode: "internal_server_error" });
  });

  it("an error description echoing the secret is redacted", async () => {
    yookassa.failNext(400, { type: "error", code: "invalid_request", description: `bad key ${shop.secretKey} / ${basic}` });
    const error = await providerFailure(adapter().fetchStatus("some-id"));
    expect(error.message).toContain("[redacted]");
  });

  it("a non-JSON answer becomes PAYMENT_PROVIDER_ERROR", async () => {
    yookassa.failNext(502, "<html>Bad gateway</html>");
    await providerFailure(adapter().fetchStatus("some-id"));
  });

  it("a provider that never answers times out as PAYMENT_PROVIDER_UNREACHABLE", async () => {
    yookassa.hangNext();
    const started = Date.now();
    const error = await providerFailure(adapter().createPayment(input), "PAYMENT_PROVIDER_UNREACHABLE");
    expect(error.details).toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("an unreachable provider becomes PAYMENT_PROVIDER_UNREACHABLE", async () => {
    const down = createPaymentAdapter("YOOKASSA", shop, { baseUrl: "http://127.0.0.1:9/v3", timeoutMs: 2_000 });
    const error = await providerFailure(down.fetchStatus("some-id"), "PAYMENT_PROVIDER_UNREACHABLE");
    expect(error.details).toMatchObject({ reason: "network" });
  });
});

describe("T-Bank failures", () => {
  const adapter = () => createPaymentAdapter("TBANK", terminal, { baseUrl: tbank.baseUrl, timeoutMs: 300 });

  it("an HTTP 503 becomes PAYMENT_PROVIDER_ERROR", async () => {
    tbank.failNext(503, { Success: false, ErrorCode: "9999" });
    const error = await providerFailure(adapter().createPayment(input));
    expect(error.details).toMatchObject({ provider: "T-Bank", operation: "Init", httpStatus: 503 });
  });

  it("Success=false becomes PAYMENT_PROVIDER_ERROR carrying ErrorCode, with echoed secrets redacted", async () => {
    tbank.failNext(200, { Success: false, ErrorCode: "1001", Message: "Неверные параметры", Details: `Password=${terminal.password}` });
    const error = await providerFailure(adapter().createPayment(input));
    expect(error.details).toMatchObject({ providerCode: "1001" });
    expect(error.message).toContain("[redacted]");
  });

  it("an answer of the wrong shape becomes PAYMENT_PROVIDER_ERROR", async () => {
    tbank.failNext(200, { Success: true, ErrorCode: "0" });
    await providerFailure(adapter().fetchStatus("3000000001"));
  });

  it("a provider that never answers times out, also for SBP", async () => {
    tbank.hangNext();
    expect((await providerFailure(adapter().fetchStatus("3000000001"), "PAYMENT_PROVIDER_UNREACHABLE")).details).toMatchObject({
      reason: "timeout",
    });
    tbank.hangNext();
    const sbp = createPaymentAdapter("SBP", { via: "TBANK", ...terminal }, { baseUrl: tbank.baseUrl, timeoutMs: 300 });
    expect((await providerFailure(sbp.createPayment(input), "PAYMENT_PROVIDER_UNREACHABLE")).details).toMatchObject({ reason: "timeout" });
  });
});
