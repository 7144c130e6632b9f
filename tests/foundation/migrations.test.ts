import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations, diffEmptyToSchema, diffLastMigrationToSchema, lastMigrationSchema, readSchema, startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "@booking/db";
import { checkConstraints, describeDatabase } from "./catalog.ts";
import { createScratchPostgres } from "../support/db.ts";

const migrationNames = fs.readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
  .filter((d) => d.isDirectory()).map((d) => d.name).sort();

let fromMigrations: EmbeddedPostgres;
let fromSchema: EmbeddedPostgres;

beforeAll(async () => {
  [fromMigrations, fromSchema] = await Promise.all([startEmbeddedPostgres(), startEmbeddedPostgres()]);
});
afterAll(async () => {
  await Promise.all([fromMigrations.stop(), fromSchema.stop()]);
});

describe("migrations on an empty PGlite", () => {
  it("apply every migration once, then nothing", async () => {
    expect(await applyMigrations(fromMigrations.url)).toEqual(migrationNames);
    expect(await applyMigrations(fromMigrations.url)).toEqual([]);
  });

  it("build exactly what schema.prisma describes", async () => {
    const client = new pg.Client({ connectionString: fromSchema.url });
    await client.connect();
    await client.query(await diffEmptyToSchema(fromSchema.url));
    await client.end();
    expect(await describeDatabase(fromMigrations.url)).toEqual(await describeDatabase(fromSchema.url));
  });

  it("add the constraints Prisma cannot state", async () => {
    expect(await checkConstraints(fromMigrations.url)).toEqual(expect.arrayContaining([
      "Slot_booked_consistent", "PromoCode_uses_within_max", "Service_price_non_negative",
    ]));
  });
});

describe("schema drift", () => {
  it("the last migration's snapshot is the current schema (run `npm run db:new-migration` otherwise)", async () => {
    expect(lastMigrationSchema()).toBe(readSchema());
    expect(await diffLastMigrationToSchema(fromSchema.url)).toBe("");
  });

  it("the generated client was generated from the current schema", () => {
    const generated = fs.readFileSync(path.resolve("packages/db/src/generated/internal/class.ts"), "utf8");
    const inline = /"inlineSchema": ("(?:[^"\\]|\\.)*")/.exec(generated)?.[1];
    expect(inline && JSON.parse(inline)).toBe(readSchema());
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)("migrations on the PostgreSQL server (TEST_DATABASE_URL)", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let url: string;
  beforeAll(async () => {
    scratch = await createScratchPostgres(serverUrl!, "booking_migrate");
    url = scratch.url;
  });
  afterAll(() => scratch.drop());

  it("apply cleanly to an empty database, then nothing, and match PGlite's result", async () => {
    expect(await applyMigrations(url)).toEqual(migrationNames);
    expect(await applyMigrations(url)).toEqual([]);
    expect(await describeDatabase(url)).toEqual(await describeDatabase(fromMigrations.url));
  });
});
