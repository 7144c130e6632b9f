import { describe, expect, it } from "vitest";
import {
  DEFAULT_INIT_DATA_MAX_AGE_SECONDS,
  INIT_DATA_MAX_FUTURE_SKEW_SECONDS,
  validateInitData,
  validateInitDataForAnyBot,
} from "./init-data.ts";
import { signInitData, signRawInitData } from "./sign.ts";
import { thrownAppErrorCode } from "./testing/app-error.ts";

const TOKEN = "1000001:platform-bot-secret";
const NOW = new Date("2026-03-01T12:00:00Z");
const USER = { id: 42, firstName: "Anna" };
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const signedAt = (date: Date, token = TOKEN) => signInitData({ user: USER }, token, date);
const userJson = (user: Record<string, unknown>) => JSON.stringify(user);
const authDateOf = (date: Date) => String(Math.floor(date.getTime() / 1000));

describe("freshness", () => {
  it("accepts data signed moments ago", () => {
    expect(validateInitData(signedAt(secondsBefore(5)), TOKEN, { now: NOW }).user).toEqual(USER);
  });

  it("accepts data exactly as old as the default window of one day, and expires it a second later", () => {
    expect(DEFAULT_INIT_DATA_MAX_AGE_SECONDS).toBe(86_400);
    expect(() => validateInitData(signedAt(secondsBefore(86_400)), TOKEN, { now: NOW })).not.toThrow();
    expect(thrownAppErrorCode(() => validateInitData(signedAt(secondsBefore(86_401)), TOKEN, { now: NOW }))).toBe(
      "TELEGRAM_INIT_DATA_EXPIRED",
    );
  });

  it("honours a configured window", () => {
    const opts = { now: NOW, maxAgeSeconds: 300 };
    expect(() => validateInitData(signedAt(secondsBefore(299)), TOKEN, opts)).not.toThrow();
    expect(thrownAppErrorCode(() => validateInitData(signedAt(secondsBefore(301)), TOKEN, opts))).toBe("TELEGRAM_INIT_DATA_EXPIRED");
  });

  it("does not check age when the window is 0", () => {
    const tenYears = 10 * 365 * 86_400;
    expect(() => validateInitData(signedAt(secondsBefore(tenYears)), TOKEN, { now: NOW, maxAgeSeconds: 0 })).not.toThrow();
  });

  it("uses the real clock by default", () => {
    expect(() => validateInitData(signInitData({ user: USER }, TOKEN, new Date()), TOKEN)).not.toThrow();
  });

  it("reports forged old data as invalid, not expired", () => {
    const forged = signedAt(secondsBefore(90_000), "1000002:someone-else");
    expect(thrownAppErrorCode(() => validateInitData(forged, TOKEN, { now: NOW }))).toBe("TELEGRAM_INIT_DATA_INVALID");
  });

  it("refuses a negative window or an invalid clock as configuration errors", () => {
    expect(thrownAppErrorCode(() => validateInitData(signedAt(NOW), TOKEN, { now: NOW, maxAgeSeconds: -1 }))).toBe("INTERNAL_ERROR");
    expect(thrownAppErrorCode(() => validateInitData(signedAt(NOW), TOKEN, { now: new Date(Number.NaN) }))).toBe("INTERNAL_ERROR");
  });
});

describe("auth_date in the future", () => {
  it("tolerates a small clock skew", () => {
    expect(() => validateInitData(signedAt(secondsBefore(-INIT_DATA_MAX_FUTURE_SKEW_SECONDS)), TOKEN, { now: NOW })).not.toThrow();
  });

  it("rejects anything further ahead, also with freshness off", () => {
    const ahead = signedAt(secondsBefore(-(INIT_DATA_MAX_FUTURE_SKEW_SECONDS + 1)));
    expect(thrownAppErrorCode(() => validateInitData(ahead, TOKEN, { now: NOW }))).toBe("TELEGRAM_INIT_DATA_INVALID");
    expect(thrownAppErrorCode(() => validateInitData(ahead, TOKEN, { now: NOW, maxAgeSeconds: 0 }))).toBe("TELEGRAM_INIT_DATA_INVALID");
  });
});

describe("malformed input always ends as TELEGRAM_INIT_DATA_INVALID", () => {
  const authDate = authDateOf(NOW);
  const unsigned: Array<[string, unknown]> = [
    ["empty string", ""],
    ["plain text", "not a query string at all"],
    ["percent garbage", "%%%E0%A4%A&=&&=="],
    ["only a hash", `hash=${"0".repeat(64)}`],
    ["uppercase hash", signedAt(NOW).replace(/hash=([0-9a-f]+)/, (_, hash: string) => `hash=${hash.toUpperCase()}`)],
    ["short hash", `auth_date=${authDate}&hash=abcd`],
    ["non-hex hash", `auth_date=${authDate}&hash=${"z".repeat(64)}`],
    ["100 kB of one character", "a".repeat(100_000)],
    ["100 kB of fields", `${"a=b&".repeat(25_000)}hash=${"0".repeat(64)}`],
    ["a repeated field", `${signedAt(NOW)}&auth_date=${authDate}`],
    ["not a string", undefined],
    ["an object", { hash: "x" }],
  ];
  it.each(unsigned)("%s", (_, raw) => {
    expect(thrownAppErrorCode(() => validateInitData(raw as string, TOKEN, { now: NOW }))).toBe("TELEGRAM_INIT_DATA_INVALID");
  });

  // Correctly signed, so these reach the parsing that only runs after the signature check.
  const signed: Array<[string, Record<string, string>]> = [
    ["user that is not JSON", { user: "{not json", auth_date: authDate }],
    ["user that is a JSON array", { user: "[]", auth_date: authDate }],
    ["user that is JSON null", { user: "null", auth_date: authDate }],
    ["user without id", { user: userJson({ first_name: "A" }), auth_date: authDate }],
    ["user with a string id", { user: userJson({ id: "42", first_name: "A" }), auth_date: authDate }],
    ["user with a fractional id", { user: userJson({ id: 4.2, first_name: "A" }), auth_date: authDate }],
    ["user without first name", { user: userJson({ id: 42 }), auth_date: authDate }],
    ["missing auth_date", { user: userJson({ id: 42, first_name: "A" }) }],
    ["auth_date with letters", { auth_date: `${authDate}abc` }],
    ["negative auth_date", { auth_date: `-${authDate}` }],
    ["empty auth_date", { auth_date: "" }],
  ];
  it.each(signed)("signed %s", (_, fields) => {
    expect(thrownAppErrorCode(() => validateInitData(signRawInitData(fields, TOKEN), TOKEN, { now: NOW }))).toBe(
      "TELEGRAM_INIT_DATA_INVALID",
    );
  });

  it("drops an optional user field of an unexpected type rather than locking the user out", () => {
    const raw = signRawInitData(
      { user: userJson({ id: 42, first_name: "A", is_premium: "yes", username: 7 }), auth_date: authDate },
      TOKEN,
    );
    expect(validateInitData(raw, TOKEN, { now: NOW }).user).toEqual({ id: 42, firstName: "A" });
  });

  it("accepts data without a user", () => {
    expect(validateInitData(signRawInitData({ auth_date: authDate }, TOKEN), TOKEN, { now: NOW }).user).toBeUndefined();
  });

  it("refuses to validate with an empty bot token, which anyone could sign with", () => {
    expect(thrownAppErrorCode(() => validateInitData(signedAt(NOW), "", { now: NOW }))).toBe("INTERNAL_ERROR");
  });
});

describe("validateInitDataForAnyBot", () => {
  const PLATFORM = "1000001:platform-bot-secret";
  const TENANT_A = "2000002:tenant-a-secret";
  const TENANT_B = "3000003:tenant-b-secret";
  const candidates = [PLATFORM, TENANT_A, TENANT_B];

  it.each([PLATFORM, TENANT_A, TENANT_B])("names the bot that signed the data (%s)", (signer) => {
    const { result, botToken } = validateInitDataForAnyBot(signedAt(NOW, signer), candidates, { now: NOW });
    expect(botToken).toBe(signer);
    expect(result.user).toEqual(USER);
  });

  it("refuses data signed by a bot outside the candidates", () => {
    const foreign = signedAt(NOW, "4000004:foreign-bot-secret");
    expect(thrownAppErrorCode(() => validateInitDataForAnyBot(foreign, candidates, { now: NOW }))).toBe("TELEGRAM_INIT_DATA_INVALID");
  });

  it("reports expiry once a candidate's signature matches", () => {
    const old = signedAt(secondsBefore(90_000), TENANT_B);
    expect(thrownAppErrorCode(() => validateInitDataForAnyBot(old, candidates, { now: NOW }))).toBe("TELEGRAM_INIT_DATA_EXPIRED");
  });

  it("skips tenants without a bot (empty tokens)", () => {
    expect(validateInitDataForAnyBot(signedAt(NOW, TENANT_A), ["", TENANT_A], { now: NOW }).botToken).toBe(TENANT_A);
  });

  it("treats an empty candidate list as a configuration error", () => {
    expect(thrownAppErrorCode(() => validateInitDataForAnyBot(signedAt(NOW), [], { now: NOW }))).toBe("INTERNAL_ERROR");
    expect(thrownAppErrorCode(() => validateInitDataForAnyBot(signedAt(NOW), [""], { now: NOW }))).toBe("INTERNAL_ERROR");
  });
});
