import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations, diffEmptyToSchema, diffLastMigrationToSchema, lastMigrationSchema, readSchema, startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "@booking/db";
import { describeDatabase, HAND_WRITTEN_INDEXES, handWrittenObjects } from "./catalog.ts";

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

  it("add the constraints, indexes and triggers Prisma cannot state", async () => {
    const objects = await handWrittenObjects(fromMigrations.url);
    expect(objects.constraints).toEqual(expect.arrayContaining([
      "Slot_booked_consistent", "PromoCode_uses_within_max", "Service_price_non_negative",
    ]));
    expect(objects.indexes).toEqual(expect.arrayContaining(HAND_WRITTEN_INDEXES));
    expect(objects.triggers).toEqual(expect.arrayContaining(["Tenant_default_expert"]));
  });
});

describe("the experts migration on a database with data", () => {
  let db: EmbeddedPostgres;
  beforeAll(async () => {
    db = await startEmbeddedPostgres();
  });
  afterAll(() => db.stop());
  const migration = (name: string) => fs.readFileSync(path.resolve("prisma/migrations", migrationNames.find((m) => m.endsWith(name))!, "migration.sql"), "utf8");

  it("gives every existing tenant one default expert, and its slots and bookings to it", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(migration("_init"));
      await client.query(`
        INSERT INTO "Tenant" (id, slug, "displayName", "updatedAt") VALUES
          ('00000000-0000-7000-8000-000000000001', 'a', 'Alpha', now()), ('00000000-0000-7000-8000-000000000002', 'b', 'Beta', now());
        INSERT INTO "User" (id, "firstName", "userType", "updatedAt") VALUES ('00000000-0000-7000-8000-000000000003', 'U', 'WEB', now());
        INSERT INTO "Service" (id, "tenantId", name, description, "priceMinor", "durationMinutes", "updatedAt")
          VALUES ('00000000-0000-7000-8000-000000000004', '00000000-0000-7000-8000-000000000001', 'S', 'S', 100, 30, now());
        INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", "startsAt", "endsAt", "priceMinor", currency, "updatedAt")
          VALUES ('00000000-0000-7000-8000-000000000005', '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000003',
            '00000000-0000-7000-8000-000000000004', '2030-01-01 10:00Z', '2030-01-01 10:30Z', 100, 'USD', now());
        INSERT INTO "Slot" (id, "tenantId", "startsAt", "endsAt", "isBooked", "bookingId") VALUES
          ('00000000-0000-7000-8000-000000000006', '00000000-0000-7000-8000-000000000001', '2030-01-01 10:00Z', '2030-01-01 10:30Z', true, '00000000-0000-7000-8000-000000000005'),
          ('00000000-0000-7000-8000-000000000007', '00000000-0000-7000-8000-000000000002', '2030-01-01 10:00Z', '2030-01-01 10:30Z', false, NULL);`);
      await client.query(migration("_experts"));
      const experts = await client.query(`SELECT "tenantId", name, "isDefault" FROM "Expert" ORDER BY name`);
      expect(experts.rows).toEqual([
        { tenantId: "00000000-0000-7000-8000-000000000001", name: "Alpha", isDefault: true },
        { tenantId: "00000000-0000-7000-8000-000000000002", name: "Beta", isDefault: true },
      ]);
      const owners = await client.query(`
        SELECT (SELECT count(*) FROM "Slot" s JOIN "Expert" e ON e.id = s."expertId" AND e."tenantId" = s."tenantId" AND e."isDefault")::int AS slots,
          (SELECT count(*) FROM "Booking" b JOIN "Expert" e ON e.id = b."expertId" AND e."tenantId" = b."tenantId" AND e."isDefault")::int AS bookings`);
      expect(owners.rows[0]).toEqual({ slots: 2, bookings: 1 });
      // New tenants get theirs from the trigger, named after the tenant.
      await client.query(`INSERT INTO "Tenant" (id, slug, "displayName", "updatedAt") VALUES (gen_random_uuid(), 'c', 'Gamma', now())`);
      const gamma = await client.query(`SELECT e.name, e."isDefault" FROM "Expert" e JOIN "Tenant" t ON t.id = e."tenantId" WHERE t.slug = 'c'`);
      expect(gamma.rows).toEqual([{ name: "Gamma", isDefault: true }]);
    } finally {
      await client.end();
    }
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
  const name = `booking_migrate_${process.pid}_${Date.now()}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("apply cleanly to an empty database, then nothing, and match PGlite's result", async () => {
    expect(await applyMigrations(url)).toEqual(migrationNames);
    expect(await applyMigrations(url)).toEqual([]);
    expect(await describeDatabase(url)).toEqual(await describeDatabase(fromMigrations.url));
  });
});
