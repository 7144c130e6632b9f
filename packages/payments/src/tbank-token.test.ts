import { describe, expect, it } from "vitest";
import { isValidTbankToken, signTbankRequest, tbankToken } from "./tbank-token.ts";

// Official example from T-Bank's developer docs (see /work/shared/notes/test-vectors.md).
const OFFICIAL = {
  fields: { TerminalKey: "MerchantTerminalKey", Amount: 19200, OrderId: "00000", Description: "Подарочная карта на 1000 рублей" },
  password: "11111111111111",
  token: "72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2",
};

describe("T-Bank Token", () => {
  it("reproduces the official example exactly", () => {
    expect(tbankToken(OFFICIAL.fields, OFFICIAL.password)).toBe(OFFICIAL.token);
  });

  it("leaves out nested objects, arrays, nulls and the Token itself", () => {
    const withExtras = {
      ...OFFICIAL.fields,
      DATA: { Email: "a@test.ru" },
      Receipt: { Items: [] },
      Shops: [{ ShopCode: "1" }],
      Token: "ignored",
      Missing: null,
    };
    expect(tbankToken(withExtras, OFFICIAL.password)).toBe(OFFICIAL.token);
  });

  it("signs booleans as the strings true/false", () => {
    const withFlag = tbankToken({ ...OFFICIAL.fields, Success: true }, OFFICIAL.password);
    const withString = tbankToken({ ...OFFICIAL.fields, Success: "true" }, OFFICIAL.password);
    expect(withFlag).toBe(withString);
    expect(withFlag).not.toBe(tbankToken({ ...OFFICIAL.fields, Success: false }, OFFICIAL.password));
  });

  it("accepts a correctly signed body and refuses a tampered, missing or malformed Token", () => {
    const signed = signTbankRequest(OFFICIAL.fields, OFFICIAL.password);
    expect(signed.Token).toBe(OFFICIAL.token);
    expect(isValidTbankToken(signed, OFFICIAL.password)).toBe(true);
    expect(isValidTbankToken({ ...signed, Token: signed.Token.toUpperCase() }, OFFICIAL.password)).toBe(true);
    expect(isValidTbankToken(signed, "another-password")).toBe(false);
    expect(isValidTbankToken({ ...signed, Amount: 19201 }, OFFICIAL.password)).toBe(false);
    const flipped = signed.Token.slice(0, -1) + (signed.Token.endsWith("0") ? "1" : "0");
    expect(isValidTbankToken({ ...signed, Token: flipped }, OFFICIAL.password)).toBe(false);
    const { Token: _dropped, ...unsigned } = signed;
    expect(isValidTbankToken(unsigned, OFFICIAL.password)).toBe(false);
    expect(isValidTbankToken({ ...signed, Token: "abc" }, OFFICIAL.password)).toBe(false);
    expect(isValidTbankToken({ ...signed, Token: 42 }, OFFICIAL.password)).toBe(false);
  });
});
