// Database commands that work without Prisma's downloadable engines (shared notes: prisma-offline):
//   generate                 prisma generate (the CLI only needs to believe an engine exists)
//   migrate                  apply pending migrations to DATABASE_URL, or to the embedded DATA_DIR database
//   diff                     print the SQL that schema.prisma adds to what the migrations build
//   new-migration <name>     write that SQL as prisma/migrations/<timestamp>_<name>/migration.sql
//   seed                     seed the demo tenant into DATABASE_URL or the embedded database
//   status                   applied, pending and failed migrations
//   backup <file>            a consistent online backup (pg_dump, or the embedded database's dump) + its APP_SECRET
//   restore <file>           an embedded backup into an empty DATA_DIR (PostgreSQL: pg_restore)
//   resolve --rolled-back|--applied <name>
//                            settle a migration left failed (README: Migrations), as `prisma migrate resolve`
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CreateDbOptions } from "@booking/db";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, arg, resolveName] = process.argv.slice(2);

function generate() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/prisma/build/index.js"), "generate", "--schema", "prisma/schema.prisma"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        // generate never runs the schema engine; pointing at any file stops the CLI downloading one.
        PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.join(root, "package.json"),
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log("prisma client generated in packages/db/src/generated");
}

async function withDatabase<T>(fn: (url: string, dbOptions: CreateDbOptions) => Promise<T>): Promise<T> {
  const { startDataDirPostgres } = await import("@booking/db");
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL, { maxConnections: 1 });
  const embedded = await startDataDirPostgres(path.resolve(process.env.DATA_DIR ?? ".data"));
  try {
    return await fn(embedded.url, embedded.dbOptions);
  } finally {
    await embedded.stop();
  }
}

async function main() {
  switch (command) {
    case "generate":
      return generate();
    case "migrate": {
      const { applyMigrations } = await import("@booking/db");
      const applied = await withDatabase((url) => applyMigrations(url));
      console.log(applied.length ? `applied: ${applied.join(", ")}` : "no pending migrations");
      return;
    }
    case "status": {
      const { migrationStatus } = await import("@booking/db");
      const status = await withDatabase((url) => migrationStatus(url));
      for (const [label, names] of Object.entries(status)) console.log(`${label}: ${names.length ? names.join(", ") : "none"}`);
      if (status.failed.length) process.exitCode = 1;
      return;
    }
    case "resolve": {
      const as = arg === "--rolled-back" ? "rolled-back" : arg === "--applied" ? "applied" : null;
      if (!as || !resolveName) throw new Error("usage: npm run db:resolve -- --rolled-back|--applied <migration_name>");
      const { resolveMigration } = await import("@booking/db");
      await withDatabase((url) => resolveMigration(url, resolveName, as));
      console.log(`${resolveName} marked ${as}`);
      return;
    }
    case "diff": {
      const { diffMigrationsToSchema } = await import("@booking/db");
      const sql = await diffMigrationsToSchema();
      console.log(sql || "-- schema.prisma matches the migrations");
      return;
    }
    case "new-migration": {
      if (!arg || !/^[a-z0-9_]+$/.test(arg)) throw new Error("usage: npm run db:new-migration -- <name_in_snake_case>");
      const { diffMigrationsToSchema, migrationsDir } = await import("@booking/db");
      const sql = await diffMigrationsToSchema();
      if (!sql) return console.log("schema.prisma matches the migrations: nothing to write");
      const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
      const dir = path.join(migrationsDir, `${stamp}_${arg}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
      console.log(`wrote ${path.relative(root, dir)}/migration.sql (review it; add raw SQL for constraints Prisma cannot state)`);
      return;
    }
    case "seed": {
      const { applyMigrations, createDb } = await import("@booking/db");
      const { seedDemo } = await import("@booking/core");
      await withDatabase(async (url, dbOptions) => {
        await applyMigrations(url);
        const db = createDb(url, dbOptions);
        const seeded = await seedDemo(db, { adminPassword: process.env.DEMO_ADMIN_PASSWORD ?? "demo-admin-123" });
        console.log(seeded ? "demo tenant seeded" : "demo tenant already present");
        await db.$disconnect();
      });
      return;
    }
    case "backup":
    case "restore": {
      if (!arg) throw new Error(`usage: npm run db:${command} -- <file>`);
      const { backup, restore } = await import("./backup.ts");
      return command === "backup" ? backup(arg) : restore(arg);
    }
    default:
      throw new Error(
        "usage: tsx scripts/db.ts generate|migrate|status|resolve|diff|new-migration <name>|seed|backup <file>|restore <file>",
      );
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
