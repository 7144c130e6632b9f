import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyMigrations,
  diffEmptyToSchema,
  diffMigrationsToSchema,
  readSchema,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "@booking/db";
import { describeDatabase, HAND_WRITTEN_INDEXES, handWrittenObjects } from "./catalog.ts";
import { createScratchPostgres } from "../support/db.ts";

const migrationNames = fs
  .readdirSync(path.resolve("prisma/migrations"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

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
    expect(objects.constraints).toEqual(
      expect.arrayContaining([
        "Slot_booked_consistent",
        "Slot_no_overlap",
        "PromoCode_uses_within_max",
        "Service_price_non_negative",
        "WaitlistEntry_day_or_time",
      ]),
    );
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
  const migration = (name: string) =>
    fs.readFileSync(path.resolve("prisma/migrations", migrationNames.find((m) => m.endsWith(name))!, "migration.sql"), "utf8");

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
      const gamma = await client.query(
        `SELECT e.name, e."isDefault" FROM "Expert" e JOIN "Tenant" t ON t.id = e."tenantId" WHERE t.slug = 'c'`,
      );
      expect(gamma.rows).toEqual([{ name: "Gamma", isDefault: true }]);
    } finally {
      await client.end();
    }
  });

  it("then clears free slots overlapping others before refusing overlaps for good", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // Tenant Alpha holds the booked 10:00-10:30 (previous test); the reproduction's off-grid slots join it.
      await client.query(`
        INSERT INTO "Slot" (id, "tenantId", "expertId", "startsAt", "endsAt")
        SELECT v.id::uuid, e."tenantId", e.id, v.starts::timestamptz, v.starts::timestamptz + interval '30 minutes'
        FROM "Expert" e, (VALUES ('00000000-0000-7000-8000-000000000011', '2030-01-01 10:15Z'),
          ('00000000-0000-7000-8000-000000000012', '2030-01-01 10:45Z'), ('00000000-0000-7000-8000-000000000013', '2030-01-01 11:00Z'),
          ('00000000-0000-7000-8000-000000000014', '2030-01-01 11:30Z')) AS v (id, starts)
        WHERE e."tenantId" = '00000000-0000-7000-8000-000000000001'`);
      await client.query(migration("_slots_no_overlap"));
      const left = await client.query(`SELECT to_char("startsAt" AT TIME ZONE 'UTC', 'HH24:MI') AS t FROM "Slot"
        WHERE "tenantId" = '00000000-0000-7000-8000-000000000001' ORDER BY "startsAt"`);
      // 10:15 overlapped the booked 10:00, 11:00 the earlier free 10:45; 11:30 touches nothing.
      expect(left.rows.map((row) => row.t)).toEqual(["10:00", "10:45", "11:30"]);
      await expect(
        client.query(`INSERT INTO "Slot" (id, "tenantId", "expertId", "startsAt", "endsAt")
        SELECT gen_random_uuid(), "tenantId", id, '2030-01-01 11:15Z', '2030-01-01 11:45Z' FROM "Expert"
        WHERE "tenantId" = '00000000-0000-7000-8000-000000000001'`),
      ).rejects.toMatchObject({ code: "23P01", constraint: "Slot_no_overlap" });
    } finally {
      await client.end();
    }
  });
});

describe("the case-insensitive username migration on a database with duplicates", () => {
  let db: EmbeddedPostgres;
  beforeAll(async () => {
    db = await startEmbeddedPostgres();
    await applyMigrations(db.url);
  });
  afterAll(() => db.stop());

  it("keeps the oldest holder's name, suffixes the others from their id, then refuses another case", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // As before the migration: no index, and duplicates in three cases.
      await client.query(`DROP INDEX "User_username_lower_key"`);
      await client.query(`
        INSERT INTO "User" (id, username, "firstName", "userType", "createdAt", "updatedAt") VALUES
          ('00000000-0000-7000-8000-0000000000a1', 'anna', 'A', 'WEB', '2026-01-02', now()),
          ('00000000-0000-7000-8000-0000000000a2', 'Anna', 'A', 'WEB', '2026-01-01', now()),
          ('00000000-0000-7000-8000-0000000000a3', 'ANNA', 'A', 'WEB', '2026-01-03', now()),
          ('00000000-0000-7000-8000-0000000000b1', 'bob', 'B', 'WEB', '2026-01-01', now()),
          ('00000000-0000-7000-8000-0000000000c1', NULL, 'C', 'WEB', '2026-01-01', now()),
          ('00000000-0000-7000-8000-0000000000c2', NULL, 'C', 'WEB', '2026-01-01', now())`);
      const name = migrationNames.find((m) => m.endsWith("_username_unique_ci"))!;
      await client.query(fs.readFileSync(path.resolve("prisma/migrations", name, "migration.sql"), "utf8"));
      const rows = await client.query(`SELECT right(id::text, 2) AS id, username FROM "User" ORDER BY id`);
      expect(rows.rows).toEqual([
        { id: "a1", username: "anna-000000a1" },
        { id: "a2", username: "Anna" },
        { id: "a3", username: "ANNA-000000a3" },
        { id: "b1", username: "bob" },
        { id: "c1", username: null },
        { id: "c2", username: null },
      ]);
      await expect(
        client.query(
          `INSERT INTO "User" (id, username, "firstName", "userType", "updatedAt") VALUES (gen_random_uuid(), 'BOB', 'B', 'WEB', now())`,
        ),
      ).rejects.toMatchObject({ code: "23505", constraint: "User_username_lower_key" });
    } finally {
      await client.end();
    }
  });
});

describe("schema drift", () => {
  it("the migrations, replayed, build the current schema (run `npm run db:new-migration` otherwise)", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  });

  it("an unmigrated schema change is caught, as the SQL the missing migration needs", async () => {
    const changed = readSchema().replace(/^model Tenant \{$/m, "model Tenant {\n  driftProbe String?");
    expect(changed).not.toBe(readSchema());
    expect(await diffMigrationsToSchema(changed)).toMatch(/ALTER TABLE "Tenant" ADD COLUMN\s+"driftProbe" TEXT/);
  });

  it("migration folders keep their SQL only: the migrations are the one record of the schema", () => {
    const extra = migrationNames.flatMap((name) =>
      fs
        .readdirSync(path.resolve("prisma/migrations", name))
        .filter((file) => file !== "migration.sql")
        .map((file) => `${name}/${file}`),
    );
    expect(extra).toEqual([]);
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
