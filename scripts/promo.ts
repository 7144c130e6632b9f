// Admin CLI: create a promo code in DATABASE_URL, or in the embedded database of DATA_DIR.
//   npm run promo:create -- --code SPRING --percent 20 [--plans STARTER,PROFESSIONAL] [--max-uses 100] [--from ISO] [--until ISO]
//   npm run promo:create -- --code MINUS5 --fixed 5 ...      (fixed: major units of the plan prices, USD)
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import type { PlanName } from "@booking/contracts";
import type { NewPromoCode } from "@booking/core";
import { toMinorUnits } from "@booking/core/booking/money";

export const USAGE =
  "usage: npm run promo:create -- --code CODE (--percent 1-100 | --fixed AMOUNT) [--plans STARTER,PROFESSIONAL] [--max-uses N] [--from ISO] [--until ISO]";

/** Command-line words → a promo code to create; throws with a readable message. */
export function parsePromoArgs(argv: string[]): NewPromoCode {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      code: { type: "string" },
      percent: { type: "string" },
      fixed: { type: "string" },
      plans: { type: "string" },
      "max-uses": { type: "string" },
      from: { type: "string" },
      until: { type: "string" },
    },
  });
  if (!values.code) throw new Error("--code is required");
  const number = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) throw new Error(`--${name} must be a number, got ${text}`);
    return value;
  };
  const fixed = number("fixed", values.fixed);
  return {
    code: values.code,
    percent: number("percent", values.percent),
    // Major units with at most 2 decimals (a third is refused, not rounded).
    fixedMinor: fixed === undefined ? undefined : toMinorUnits(fixed),
    plans: values.plans ? values.plans.split(",").map((plan) => plan.trim().toUpperCase() as PlanName) : undefined,
    maxUses: number("max-uses", values["max-uses"]),
    validFrom: values.from ? new Date(values.from) : undefined,
    validUntil: values.until ? new Date(values.until) : undefined,
  };
}

async function main() {
  let input: NewPromoCode;
  try {
    input = parsePromoArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const { createPromoCode, validateNewPromoCode } = await import("@booking/core");
  try {
    validateNewPromoCode(input);
  } catch (error) {
    console.error(`promo code not created: ${(error as Error).message}`);
    process.exit(1);
  }
  const { applyMigrations, createDb, startDataDirPostgres } = await import("@booking/db");
  const embedded = process.env.DATABASE_URL ? undefined : await startDataDirPostgres(path.resolve(process.env.DATA_DIR ?? ".data"));
  const url = process.env.DATABASE_URL ?? embedded!.url;
  await applyMigrations(url);
  const db = createDb(url, embedded?.dbOptions ?? { maxConnections: 1 });
  try {
    const promo = await createPromoCode(db, input);
    console.log(JSON.stringify({ ...promo, createdAt: promo.createdAt.toISOString() }, null, 2));
  } catch (error) {
    console.error(`promo code not created: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
    await embedded?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
