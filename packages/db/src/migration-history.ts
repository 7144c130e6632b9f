// Applying migrations, with Prisma's own bookkeeping (`_prisma_migrations`, so `prisma migrate deploy`
// reads the same history), but each migration and its row in ONE transaction: PostgreSQL DDL is
// transactional, so a process killed mid-migration leaves no trace and the next start applies it.
// (Prisma's engine runs a script statement by statement and writes the row apart: a kill there
// left a half-applied schema and a row that blocks every later start with P3009.)
// A migration therefore must not use statements that cannot run in a transaction
// (CREATE INDEX CONCURRENTLY, VACUUM).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrationsDir } from "./paths.ts";

export interface MigrationFile {
  name: string;
  sql: string;
}

export interface MigrationRow {
  migration_name: string;
  checksum: string;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Started and never finished nor rolled back (left by Prisma's engine or by hand): they block start-up. */
  failed: string[];
  /** Applied, but the file changed since (Prisma warns about these, as we do). */
  modified: string[];
}

export interface MigrateOptions {
  /** The migrations folder (prisma/migrations by default; tests pass fixtures). */
  dir?: string;
  /** Called before each migration is applied. */
  onApply?: (name: string) => void;
}

// Prisma's key, so this and `prisma migrate deploy` never apply at the same time either.
const ADVISORY_LOCK = 72707369;

const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "_prisma_migrations_pkey" PRIMARY KEY ("id")
)`;

export function readMigrationFiles(dir = migrationsDir): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") }));
}

/** Prisma's checksum: SHA-256 of the script, hex. */
function checksum(sql: string): string {
  return crypto.createHash("sha256").update(sql).digest("hex");
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK]);
    await client.query(HISTORY_TABLE);
    return await fn(client);
  } finally {
    // Ending the session releases the advisory lock as well.
    await client.end();
  }
}

async function historyRows(client: pg.Client): Promise<MigrationRow[]> {
  const { rows } = await client.query<MigrationRow>(
    `SELECT migration_name, checksum, started_at, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
  );
  return rows;
}

function statusOf(files: MigrationFile[], rows: MigrationRow[]): MigrationStatus {
  const live = rows.filter((row) => row.rolled_back_at === null);
  const done = new Map(live.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]));
  return {
    applied: files.filter((f) => done.has(f.name)).map((f) => f.name),
    pending: files.filter((f) => !done.has(f.name)).map((f) => f.name),
    failed: [...new Set(live.filter((row) => row.finished_at === null).map((row) => row.migration_name))],
    modified: files.filter((f) => done.has(f.name) && done.get(f.name)!.checksum !== checksum(f.sql)).map((f) => f.name),
  };
}

export class FailedMigrationError extends Error {
  constructor(readonly migrations: string[]) {
    super(
      `Migration ${migrations.join(", ")} started earlier and never finished (Prisma P3009), so no migration is applied. ` +
        "Check the database, then run `npm run db:resolve -- --rolled-back <name>` to apply it again on the next start, " +
        "or `npm run db:resolve -- --applied <name>` if its changes are all in place (README: Migrations).",
    );
    this.name = "FailedMigrationError";
  }
}

/** Applies every migration not yet recorded in `_prisma_migrations`, each atomically; returns the names applied. */
export async function applyMigrations(url: string, options: MigrateOptions = {}): Promise<string[]> {
  const files = readMigrationFiles(options.dir);
  return withClient(url, async (client) => {
    const status = statusOf(files, await historyRows(client));
    if (status.failed.length) throw new FailedMigrationError(status.failed);
    const applied: string[] = [];
    for (const file of files.filter((f) => status.pending.includes(f.name))) {
      options.onApply?.(file.name);
      await client.query("BEGIN");
      try {
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`, [
          crypto.randomUUID(),
          checksum(file.sql),
          file.name,
        ]);
        // One simple-protocol query: the script runs as written, semicolons in strings included.
        await client.query(file.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE migration_name = $1 AND finished_at IS NULL`,
          [file.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw new Error(`migration ${file.name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file.name);
    }
    return applied;
  });
}

export function migrationStatus(url: string, options: Pick<MigrateOptions, "dir"> = {}): Promise<MigrationStatus> {
  const files = readMigrationFiles(options.dir);
  return withClient(url, async (client) => statusOf(files, await historyRows(client)));
}

/**
 * `prisma migrate resolve` for a migration left failed: `rolled-back` marks it so the next start
 * applies it again (undo its partial changes first, if any); `applied` records it as done (its
 * changes are all in place), as Prisma does.
 */
export function resolveMigration(
  url: string,
  name: string,
  as: "applied" | "rolled-back",
  options: Pick<MigrateOptions, "dir"> = {},
): Promise<void> {
  const file = readMigrationFiles(options.dir).find((f) => f.name === name);
  if (!file) throw new Error(`no migration named ${name}`);
  return withClient(url, async (client) => {
    const status = statusOf([file], await historyRows(client));
    if (as === "rolled-back" && !status.failed.includes(name)) throw new Error(`${name} is not a failed migration: nothing to roll back`);
    if (as === "applied" && status.applied.includes(name)) throw new Error(`${name} is already applied`);
    await client.query("BEGIN");
    await client.query(
      `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL`,
      [name],
    );
    if (as === "applied") {
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), now(), 0)`,
        [crypto.randomUUID(), checksum(file.sql), name],
      );
    }
    await client.query("COMMIT");
  });
}
