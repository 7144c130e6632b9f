// `npm run promo:create`: argument parsing, the rules of createPromoCode, and the script itself.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { createPromoCode } from "@booking/core";
import { parsePromoArgs } from "../../scripts/promo.ts";
import { getTestDatabase, uniq, type TestDatabase } from "../support/db.ts";

const run = promisify(execFile);
let t: TestDatabase;
beforeAll(async () => {
  t = await getTestDatabase();
});
const code = () =>
  uniq("CLI")
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, "")
    .slice(0, 32);

describe("promo:create", () => {
  it("parses the documented options", () => {
    expect(
      parsePromoArgs([
        "--code",
        "spring",
        "--percent",
        "20",
        "--plans",
        "starter,PROFESSIONAL",
        "--max-uses",
        "100",
        "--from",
        "2030-03-01",
        "--until",
        "2030-04-01T00:00:00Z",
      ]),
    ).toEqual({
      code: "spring",
      percent: 20,
      fixedMinor: undefined,
      plans: ["STARTER", "PROFESSIONAL"],
      maxUses: 100,
      validFrom: new Date("2030-03-01"),
      validUntil: new Date("2030-04-01T00:00:00Z"),
    });
    expect(parsePromoArgs(["--code", "FIVE", "--fixed", "4.99"])).toMatchObject({ fixedMinor: 499, percent: undefined });
    expect(() => parsePromoArgs(["--percent", "20"])).toThrow(/--code/);
    expect(() => parsePromoArgs(["--code", "X", "--percent", "lots"])).toThrow(/number/);
    expect(() => parsePromoArgs(["--code", "X", "--fixed", "1.999"])).toThrow(/decimals/);
    expect(() => parsePromoArgs(["--code", "X", "--bogus", "1"])).toThrow();
  });

  it("creates valid codes upper-cased and refuses invalid ones with a reason", async () => {
    const created = await createPromoCode(t.db, {
      ...parsePromoArgs(["--code", code().toLowerCase(), "--percent", "20", "--plans", "STARTER", "--max-uses", "5"]),
    });
    expect(created).toMatchObject({
      discountType: "PERCENT",
      discountValue: 20,
      plans: ["STARTER"],
      maxUses: 5,
      usedCount: 0,
      isActive: true,
    });
    expect(created.code).toBe(created.code.toUpperCase());
    const bad: [Parameters<typeof createPromoCode>[1], RegExp][] = [
      [{ code: "A" }, /code/],
      [{ code: code() }, /exactly one/],
      [{ code: code(), percent: 20, fixedMinor: 100 }, /exactly one/],
      [{ code: code(), percent: 120 }, /percent/],
      [{ code: code(), fixedMinor: -5 }, /fixed/],
      [{ code: code(), percent: 5, plans: ["GOLD" as never] }, /plans/],
      [{ code: code(), percent: 5, maxUses: 0 }, /max-uses/],
      [{ code: code(), percent: 5, validFrom: new Date("nope") }, /from/],
      [{ code: code(), percent: 5, validFrom: new Date("2030-02-01"), validUntil: new Date("2030-01-01") }, /before/],
      [{ code: created.code, percent: 5 }, /already exists/],
    ];
    for (const [input, reason] of bad) await expect(createPromoCode(t.db, input)).rejects.toThrow(reason);
  });

  it("the script explains bad arguments and exits non-zero before touching a database", async () => {
    const failure = await run("npx", ["tsx", "scripts/promo.ts", "--code", "SPRING"], {
      env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("promo code not created: give exactly one of percent and fixed");
    const usage = await run("npx", ["tsx", "scripts/promo.ts", "--percent", "5"]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage?.code).toBe(2);
    expect(usage?.stderr).toContain("usage: npm run promo:create");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("the script creates the code in DATABASE_URL (PostgreSQL)", async () => {
    const wanted = code();
    const { stdout } = await run("npx", ["tsx", "scripts/promo.ts", "--code", wanted, "--fixed", "5", "--until", "2031-01-01"], {
      env: { ...process.env, DATABASE_URL: t.url },
    });
    expect(JSON.parse(stdout)).toMatchObject({ code: wanted, discountType: "FIXED", discountValue: 500 });
    expect(await t.db.promoCode.findUnique({ where: { code: wanted } })).not.toBeNull();
  });
});
