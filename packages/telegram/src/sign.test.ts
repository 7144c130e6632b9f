import { describe, expect, it } from "vitest";
import { sign as librarySign, validate as libraryValidate } from "@telegram-apps/init-data-node";
import { validateInitData } from "./init-data.ts";
import { signInitData, signRawInitData, type InitDataFields } from "./sign.ts";

const TOKEN = "1234567:test-bot-secret";
const AUTH_DATE = new Date("2026-03-01T12:00:00Z");
const OPTS = { now: AUTH_DATE };

const FULL: InitDataFields = {
  user: {
    id: 7_000_000_001,
    firstName: "Анна & Co = 100% + / ?",
    lastName: "O'Neil",
    username: "anna_b",
    languageCode: "ru",
    photoUrl: "https://t.me/i/userpic/320/x.svg",
    isPremium: false,
    allowsWriteToPm: true,
  },
  queryId: "AAHdF6IQAAAAAN0XohDhrOrc",
  startParam: "t_my-salon",
  chatInstance: "-8134722200314281151",
  chatType: "sender",
};

describe("signInitData", () => {
  it("round-trips every field through validateInitData", () => {
    const { raw, authDate, ...fields } = validateInitData(signInitData(FULL, TOKEN, AUTH_DATE), TOKEN, OPTS);
    expect(fields).toEqual(FULL);
    expect(authDate).toEqual(AUTH_DATE);
  });

  it("round-trips minimal fields, leaving absent ones absent", () => {
    const result = validateInitData(signInitData({ user: { id: 1, firstName: "A" } }, TOKEN, AUTH_DATE), TOKEN, OPTS);
    expect(result).toEqual({ user: { id: 1, firstName: "A" }, authDate: AUTH_DATE, raw: expect.any(String) });
  });

  it("signs auth_date in whole seconds", () => {
    const raw = signInitData({}, TOKEN, new Date(AUTH_DATE.getTime() + 999));
    expect(new URLSearchParams(raw).get("auth_date")).toBe(String(AUTH_DATE.getTime() / 1000));
  });

  it("produces data the independent library accepts", () => {
    expect(() => libraryValidate(signInitData(FULL, TOKEN, AUTH_DATE), TOKEN, { expiresIn: 0 })).not.toThrow();
    expect(() => libraryValidate(signInitData(FULL, TOKEN, AUTH_DATE), "1234567:other", { expiresIn: 0 })).toThrow();
  });

  it("accepts data the independent library signed", () => {
    const raw = librarySign(
      { user: { id: 5, first_name: "Lib", username: "lib_user" }, query_id: "Q1", chat_type: "private" },
      TOKEN,
      AUTH_DATE,
    );
    expect(validateInitData(raw, TOKEN, OPTS)).toMatchObject({
      user: { id: 5, firstName: "Lib", username: "lib_user" },
      queryId: "Q1",
      chatType: "private",
      authDate: AUTH_DATE,
    });
  });
});

describe("signRawInitData", () => {
  it("replaces a given hash instead of signing it", () => {
    const raw = signRawInitData({ auth_date: "1772366400", hash: "stale" }, TOKEN);
    expect(new URLSearchParams(raw).getAll("hash")).toHaveLength(1);
    expect(() => validateInitData(raw, TOKEN, OPTS)).not.toThrow();
  });
});
