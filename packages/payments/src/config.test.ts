import { describe, expect, it } from "vitest";
import { AppError } from "@booking/contracts";
import { isConfigured, providerConfigSchemas } from "./config.ts";
import { createPaymentAdapter } from "./index.ts";

const yookassa = { shopId: "123456", secretKey: "test_AbCdEf0123456789_-xyz" };
const tbank = { terminalKey: "1712345678901DEMO", password: "s3cr3tPassw0rd" };

describe("provider config schemas", () => {
  it("accept well-formed credentials for every provider", () => {
    expect(isConfigured("YOOKASSA", yookassa)).toBe(true);
    expect(isConfigured("YOOKASSA", { ...yookassa, secretKey: "live_AbCdEf0123456789" })).toBe(true);
    expect(isConfigured("TBANK", tbank)).toBe(true);
    expect(isConfigured("SBP", { via: "TBANK", ...tbank })).toBe(true);
    expect(isConfigured("SBP", { via: "YOOKASSA", ...yookassa })).toBe(true);
  });

  it.each([
    ["YOOKASSA", undefined],
    ["YOOKASSA", {}],
    ["YOOKASSA", { ...yookassa, shopId: "shop-1" }],
    ["YOOKASSA", { ...yookassa, shopId: "" }],
    ["YOOKASSA", { ...yookassa, secretKey: "AbCdEf0123456789" }],
    ["YOOKASSA", { ...yookassa, secretKey: "test_ short" }],
    ["YOOKASSA", { ...yookassa, secretKey: " test_AbCdEf0123456789" }],
    ["TBANK", { terminalKey: "", password: "x" }],
    ["TBANK", { ...tbank, terminalKey: "T".repeat(21) }],
    ["TBANK", { ...tbank, password: "" }],
    ["TBANK", { ...tbank, password: "has space" }],
    ["TBANK", { terminalKey: 12345, password: "x" }],
    ["SBP", tbank],
    ["SBP", { via: "TBANK", ...yookassa }],
    ["SBP", { via: "YOOKASSA", ...tbank }],
    ["SBP", { via: "QIWI", ...tbank }],
  ] as const)("%s rejects %j", (provider, config) => {
    expect(providerConfigSchemas[provider].safeParse(config).success).toBe(false);
    expect(isConfigured(provider, config)).toBe(false);
  });

  it("the adapter factory refuses bad credentials without echoing them", () => {
    const bad = { shopId: "123456", secretKey: "not-a-key-SUPERSECRET" };
    let caught: unknown;
    try {
      createPaymentAdapter("YOOKASSA", bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const appError = caught as AppError;
    expect(appError.code).toBe("PAYMENT_PROVIDER_NOT_CONFIGURED");
    expect(appError.details).toMatchObject({ fields: ["secretKey"] });
    expect(JSON.stringify({ message: appError.message, details: appError.details })).not.toContain("SUPERSECRET");
  });

  it("the adapter factory builds the adapter named by the provider", () => {
    expect(createPaymentAdapter("YOOKASSA", yookassa).provider).toBe("YOOKASSA");
    expect(createPaymentAdapter("TBANK", tbank).provider).toBe("TBANK");
    expect(createPaymentAdapter("SBP", { via: "TBANK", ...tbank }).provider).toBe("SBP");
    expect(createPaymentAdapter("SBP", { via: "YOOKASSA", ...yookassa }).provider).toBe("SBP");
  });
});
