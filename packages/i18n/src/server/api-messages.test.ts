// One catalogue: every error code has its ru and en text in @booking/i18n, the API's messages are
// those English texts (one wire exception the spec pins), and the contracts carry codes only.
import { describe, expect, it } from "vitest";
import * as contracts from "@booking/contracts";
import { AppError, ERROR_STATUS, type ErrorCode } from "@booking/contracts/error-codes";
import { catalogue } from "../catalogue.ts";
import { apiErrorMessage } from "./api-messages.ts";

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

describe("error texts", () => {
  it("every code has a ru and an en text", () => {
    expect(CODES.length).toBeGreaterThan(100);
    for (const code of CODES) {
      expect(catalogue.en.client.errors[code]?.trim(), `en errors.${code}`).toBeTruthy();
      expect(catalogue.ru.client.errors[code]?.trim(), `ru errors.${code}`).toBeTruthy();
    }
    expect(Object.keys(catalogue.en.client.errors).sort()).toEqual([...CODES].sort());
    expect(Object.keys(catalogue.ru.client.errors).sort()).toEqual([...CODES].sort());
  });

  it("the API's message is the code's English text", () => {
    const differing = CODES.filter((code) => apiErrorMessage(code) !== catalogue.en.client.errors[code]);
    expect(differing).toEqual(["invalidPassword"]);
    // Spec, login: a client knows a failed password login by a message containing "Invalid password".
    expect(apiErrorMessage("invalidPassword")).toContain("Invalid password");
  });

  it("the contracts keep codes and statuses, no texts", () => {
    expect(Object.keys(contracts).filter((name) => /message/i.test(name))).toEqual([]);
    const error = new AppError("SLOT_TAKEN");
    expect([error.code, error.status, error.ownMessage, error.message]).toEqual(["SLOT_TAKEN", 409, undefined, "SLOT_TAKEN"]);
  });
});
