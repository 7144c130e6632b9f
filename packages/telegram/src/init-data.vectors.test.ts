// The public init-data vectors (shared/notes/test-vectors.md) validate, and every single-field
// alteration of them fails. The alterations are generated from the parsed fields, not hand-picked.
import { describe, expect, it } from "vitest";
import { validateInitData } from "./init-data.ts";
import { signRawInitData } from "./sign.ts";
import { thrownAppErrorCode } from "./testing/app-error.ts";

const VECTORS = [
  {
    name: "init-data-golang (2022)",
    token: "5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8",
    raw: "query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2",
  },
  {
    name: "2024 format with signature",
    token: "7342037359:AAHI25ES9xCOMPokpYoz-p8XVrZUdygo2J4",
    raw: "user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuserpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_instance=8134722200314281151&chat_type=private&auth_date=1733509682&signature=TYJxVcisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNNLNBM72APCpi_RKiUlBvcqo5L-LAxIc3dnTzcZX_PDg&hash=a433d8f9847bd6addcc563bff7cc82c89e97ea0d90c11fe5729cae6796a36d73",
  },
] as const;

// Both vectors are years old: the signature is tested with freshness off.
const NO_FRESHNESS = { maxAgeSeconds: 0 };

type Entries = Array<[string, string]>;

interface Alteration {
  name: string;
  entries: Entries;
  /** Whether the altered fields, signed again with the right token, form valid init data. */
  validOnceResigned: boolean;
}

function changedScalar(value: unknown): unknown {
  if (typeof value === "boolean") return !value;
  if (typeof value === "number") return value + 1;
  // BigInt: chat_instance is beyond 2^53.
  if (typeof value === "string" && /^[0-9]+$/.test(value)) return (BigInt(value) + 1n).toString();
  return `${String(value)}x`;
}

/** One changed value per scalar: the value itself, or each property of a JSON object value. */
function changedValues(value: string): Array<{ what: string; value: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return [{ what: "value", value: String(changedScalar(value)) }];
  const object = parsed as Record<string, unknown>;
  return Object.keys(object).map((key) => ({ what: key, value: JSON.stringify({ ...object, [key]: changedScalar(object[key]) }) }));
}

function alterationsOf(entries: Entries): Alteration[] {
  const replaced = (index: number, value: string): Entries => entries.map(([key, old], i) => [key, i === index ? value : old]);
  const changes = entries.flatMap(([key, value], index) =>
    key === "hash"
      ? []
      : changedValues(value).map((change) => ({
          name: `${key} (${change.what}) changed`,
          entries: replaced(index, change.value),
          validOnceResigned: true,
        })),
  );
  const drops = entries.map(([key], index) => ({
    name: `${key} dropped`,
    entries: entries.filter((_, i) => i !== index),
    // Without auth_date the data is incomplete; without hash there is nothing to re-sign.
    validOnceResigned: key !== "auth_date" && key !== "hash",
  }));
  const additions = [
    ["extra", "1"],
    ["start_param", "t_default"],
    ["query_id", "AAAA"],
  ]
    .filter(([key]) => !entries.some(([existing]) => existing === key))
    .map(([key, value]) => ({ name: `${key} added`, entries: [...entries, [key!, value!]] as Entries, validOnceResigned: true }));
  return [...changes, ...drops, ...additions];
}

const toRaw = (entries: Entries) => new URLSearchParams(entries).toString();
const withoutHash = (entries: Entries) => Object.fromEntries(entries.filter(([key]) => key !== "hash"));

describe.each(VECTORS)("public vector: $name", ({ token, raw }) => {
  const entries = [...new URLSearchParams(raw)] as Entries;
  const hash = new URLSearchParams(raw).get("hash")!;

  it("validates with freshness off", () => {
    const result = validateInitData(raw, token, NO_FRESHNESS);
    expect(result.user).toMatchObject({ id: 279058397, firstName: expect.stringMatching(/^Vladislav/), lastName: "Kibenko" });
    expect(result.authDate.getTime()).toBe(Number(new URLSearchParams(raw).get("auth_date")) * 1000);
    expect(result.raw).toBe(raw);
  });

  it("still validates re-encoded or reordered, since the decoded values are what is signed", () => {
    expect(() => validateInitData(toRaw(entries), token, NO_FRESHNESS)).not.toThrow();
    expect(() => validateInitData(toRaw([...entries].reverse()), token, NO_FRESHNESS)).not.toThrow();
  });

  it.each(alterationsOf(entries))("rejects: $name", ({ entries: altered, validOnceResigned }) => {
    expect(thrownAppErrorCode(() => validateInitData(toRaw(altered), token, NO_FRESHNESS))).toBe("TELEGRAM_INIT_DATA_INVALID");
    // Proves the signature, not some other check, is what rejected the alteration.
    if (validOnceResigned) {
      expect(() => validateInitData(signRawInitData(withoutHash(altered), token), token, NO_FRESHNESS)).not.toThrow();
    }
  });

  it("rejects the hash changed by one hex digit, at every position", () => {
    const accepted = [...hash].flatMap((digit, position) => {
      const changed = (Number.parseInt(digit, 16) + 1) % 16;
      const altered = `${hash.slice(0, position)}${changed.toString(16)}${hash.slice(position + 1)}`;
      const code = thrownAppErrorCode(() => validateInitData(raw.replace(hash, altered), token, NO_FRESHNESS));
      return code === "TELEGRAM_INIT_DATA_INVALID" ? [] : [position];
    });
    expect(accepted).toEqual([]);
  });

  it("rejects the token changed at any single character", () => {
    const accepted = [...token].flatMap((char, position) => {
      const other = `${token.slice(0, position)}${char === "A" ? "B" : "A"}${token.slice(position + 1)}`;
      const code = thrownAppErrorCode(() => validateInitData(raw, other, NO_FRESHNESS));
      return code === "TELEGRAM_INIT_DATA_INVALID" ? [] : [position];
    });
    expect(accepted).toEqual([]);
  });

  it("rejects the other vector's token", () => {
    const other = VECTORS.find((vector) => vector.token !== token)!.token;
    expect(thrownAppErrorCode(() => validateInitData(raw, other, NO_FRESHNESS))).toBe("TELEGRAM_INIT_DATA_INVALID");
  });
});

describe("public vector contents", () => {
  it("parses the 2024 vector into camelCase fields", () => {
    const { token, raw } = VECTORS[1];
    const result = validateInitData(raw, token, NO_FRESHNESS);
    expect(result).toEqual({
      user: {
        id: 279058397,
        firstName: "Vladislav + - ? /",
        lastName: "Kibenko",
        username: "vdkfrost",
        languageCode: "ru",
        isPremium: true,
        allowsWriteToPm: true,
        photoUrl: "https://t.me/i/userpic/320/4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg",
      },
      authDate: new Date(1733509682 * 1000),
      chatInstance: "8134722200314281151",
      chatType: "private",
      raw,
    });
  });

  it("parses the 2022 vector's query_id", () => {
    const { token, raw } = VECTORS[0];
    expect(validateInitData(raw, token, NO_FRESHNESS).queryId).toBe("AAHdF6IQAAAAAN0XohDhrOrc");
  });
});
