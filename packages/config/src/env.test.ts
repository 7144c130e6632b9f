// Platform payment settings are checked at start (issue 12.5): a malformed or half-set PLATFORM_*
// account, an SBP route without its account, or a default provider that cannot take the platform
// currency stop the process with a message naming the variables, never their values.
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

const BASE = { NODE_ENV: "test", APP_SECRET: "test-app-secret-0123456789", DATA_DIR: path.join(os.tmpdir(), "booking-env-test") };
const YOOKASSA = { PLATFORM_YOOKASSA_SHOP_ID: "500001", PLATFORM_YOOKASSA_SECRET_KEY: "test_PlatformShopSecret01" };
const TBANK = { PLATFORM_TBANK_TERMINAL_KEY: "PlatformTerm", PLATFORM_TBANK_PASSWORD: "platform-terminal-pass" };

const load = (env: Record<string, string>) => () => loadConfig({ ...BASE, ...env });

describe("platform payment settings at start", () => {
  it("accepts a complete, well-formed account and applies the provider timeout", () => {
    const config = loadConfig({ ...BASE, ...YOOKASSA, PLATFORM_PAYMENT_PROVIDER: "YOOKASSA", PAYMENT_PROVIDER_TIMEOUT_MS: "5000" });
    expect(config.payments).toMatchObject({
      platformDefaultProvider: "YOOKASSA",
      timeoutMs: 5000,
      platformCredentials: { YOOKASSA: { shopId: "500001" } },
    });
    expect(loadConfig(BASE).payments?.timeoutMs).toBe(10_000);
  });

  it("refuses a malformed YooKassa shop id or secret key, naming the variable and not the value", () => {
    expect(load({ ...YOOKASSA, PLATFORM_YOOKASSA_SHOP_ID: "shop-abc" })).toThrow(
      /PLATFORM_YOOKASSA_SHOP_ID: shopId must be the numeric YooKassa shop id/,
    );
    const secret = "my secret key";
    expect(load({ ...YOOKASSA, PLATFORM_YOOKASSA_SECRET_KEY: secret })).toThrow(/PLATFORM_YOOKASSA_SECRET_KEY/);
    expect(load({ ...YOOKASSA, PLATFORM_YOOKASSA_SECRET_KEY: secret })).not.toThrow(new RegExp(secret));
  });

  it("refuses half of a pair", () => {
    expect(load({ PLATFORM_TBANK_TERMINAL_KEY: "PlatformTerm" })).toThrow(
      /PLATFORM_TBANK_TERMINAL_KEY and PLATFORM_TBANK_PASSWORD must be set together/,
    );
    expect(load({ PLATFORM_YOOKASSA_SECRET_KEY: "test_PlatformShopSecret01" })).toThrow(/must be set together/);
  });

  it("refuses an SBP route or a default provider without its account", () => {
    expect(load({ ...YOOKASSA, PLATFORM_SBP_VIA: "TBANK" })).toThrow(/PLATFORM_SBP_VIA=TBANK needs the platform's TBANK credentials/);
    expect(load({ ...YOOKASSA, PLATFORM_PAYMENT_PROVIDER: "TBANK", PLATFORM_CURRENCY: "RUB" })).toThrow(
      /PLATFORM_PAYMENT_PROVIDER=TBANK needs its credentials/,
    );
  });

  it("refuses a roubles-only default provider with another platform currency", () => {
    expect(load({ ...TBANK, PLATFORM_PAYMENT_PROVIDER: "TBANK" })).toThrow(/PLATFORM_PAYMENT_PROVIDER=TBANK takes RUB only/);
    expect(load({ ...TBANK, PLATFORM_SBP_VIA: "TBANK", PLATFORM_PAYMENT_PROVIDER: "SBP", PLATFORM_CURRENCY: "USD" })).toThrow(
      /SBP takes RUB only/,
    );
    expect(
      loadConfig({ ...BASE, ...TBANK, PLATFORM_PAYMENT_PROVIDER: "TBANK", PLATFORM_CURRENCY: "RUB", PLATFORM_PRICE_RATE: "90" }).payments,
    ).toMatchObject({ platformDefaultProvider: "TBANK", platformCurrency: "RUB", platformPriceRate: 90 });
  });

  it("refuses a provider timeout outside 1-60 s", () => {
    expect(load({ PAYMENT_PROVIDER_TIMEOUT_MS: "500" })).toThrow(/PAYMENT_PROVIDER_TIMEOUT_MS/);
    expect(load({ PAYMENT_PROVIDER_TIMEOUT_MS: "120000" })).toThrow(/PAYMENT_PROVIDER_TIMEOUT_MS/);
  });

  it("takes the platform's receipt settings together, in roubles only (issue 30)", () => {
    const rub = { ...YOOKASSA, PLATFORM_PAYMENT_PROVIDER: "YOOKASSA", PLATFORM_CURRENCY: "RUB" };
    expect(loadConfig({ ...BASE, ...rub }).payments?.platformReceipt).toBeUndefined();
    expect(
      loadConfig({ ...BASE, ...rub, PLATFORM_RECEIPT_TAX_SYSTEM: "OSN", PLATFORM_RECEIPT_VAT: "VAT22" }).payments?.platformReceipt,
    ).toEqual({
      taxSystem: "OSN",
      vat: "VAT22",
      paymentMode: "FULL_PAYMENT",
    });
    expect(load({ ...rub, PLATFORM_RECEIPT_TAX_SYSTEM: "OSN" })).toThrow(
      /PLATFORM_RECEIPT_TAX_SYSTEM and PLATFORM_RECEIPT_VAT must be set together/,
    );
    expect(load({ ...rub, PLATFORM_CURRENCY: "USD", PLATFORM_RECEIPT_TAX_SYSTEM: "OSN", PLATFORM_RECEIPT_VAT: "NONE" })).toThrow(
      /PLATFORM_CURRENCY=RUB/,
    );
    expect(load({ ...rub, PLATFORM_RECEIPT_TAX_SYSTEM: "ENVD", PLATFORM_RECEIPT_VAT: "NONE" })).toThrow(/PLATFORM_RECEIPT_TAX_SYSTEM/);
  });
});

describe("a transaction pooler in front of PostgreSQL (issue 28.3)", () => {
  const pooled = { ...BASE, DATABASE_URL: "postgresql://app@127.0.0.1:6432/booking", DATABASE_POOLER: "transaction" };

  it("is off by default: the direct URL is DATABASE_URL and statements are prepared by name", () => {
    const config = loadConfig({ ...BASE, DATABASE_URL: "postgresql://app@127.0.0.1:5432/booking" });
    expect([config.databasePooler, config.databaseDirectUrl]).toEqual(["none", "postgresql://app@127.0.0.1:5432/booking"]);
  });

  it("needs DATABASE_DIRECT_URL for LISTEN and the migrations' lock", () => {
    expect(() => loadConfig(pooled)).toThrow(/DATABASE_DIRECT_URL/);
    const config = loadConfig({ ...pooled, DATABASE_DIRECT_URL: "postgresql://app@127.0.0.1:5432/booking" });
    expect([config.databasePooler, config.databaseUrl, config.databaseDirectUrl]).toEqual([
      "transaction",
      "postgresql://app@127.0.0.1:6432/booking",
      "postgresql://app@127.0.0.1:5432/booking",
    ]);
  });

  it("refuses an unknown pooling mode", () => {
    expect(() => loadConfig({ ...pooled, DATABASE_POOLER: "session" })).toThrow(/DATABASE_POOLER/);
  });
});
