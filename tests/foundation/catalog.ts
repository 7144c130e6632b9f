// A comparable description of a database's schema, read from PostgreSQL's catalogs: tables and
// columns, indexes, enums and foreign keys. Used to prove the migrations build schema.prisma.
import pg from "pg";

/**
 * Indexes only the migrations create (hand-written: partial and exclusion indexes Prisma's schema
 * language cannot state), left out of describeDatabase and checked by name instead.
 */
export const HAND_WRITTEN_INDEXES = [
  "Expert_one_default_per_tenant",
  "Slot_live_holds",
  "Slot_no_overlap",
  "User_username_lower_key",
  "WaitlistEntry_live_unique",
];

export async function describeDatabase(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query(sql)).rows.map((r) => Object.values(r).join(" | ")).sort();
    return {
      columns: await rows(`SELECT table_name, column_name, data_type, udt_name, is_nullable, coalesce(column_default, '')
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`),
      indexes: await rows(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
        AND indexname NOT IN (${HAND_WRITTEN_INDEXES.map((name) => `'${name}'`).join(", ")})`),
      enums: await rows(`SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`),
      foreignKeys: await rows(`SELECT conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace`),
    };
  } finally {
    await client.end();
  }
}

/** Names of the CHECK and EXCLUDE constraints, the indexes and the triggers in the public schema. */
export async function handWrittenObjects(url: string): Promise<{ constraints: string[]; indexes: string[]; triggers: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = async (sql: string) => (await client.query(sql)).rows.map((r) => r.name as string);
    return {
      constraints: await names(
        `SELECT conname AS name FROM pg_constraint WHERE contype IN ('c', 'x') AND connamespace = 'public'::regnamespace ORDER BY conname`,
      ),
      indexes: await names(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
      triggers: await names(`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`),
    };
  } finally {
    await client.end();
  }
}
