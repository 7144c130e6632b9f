// A comparable description of a database's schema, read from PostgreSQL's catalogs: tables and
// columns, indexes, enums and foreign keys. Used to prove the migrations build schema.prisma.
import pg from "pg";

export async function describeDatabase(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query(sql)).rows.map((r) => Object.values(r).join(" | ")).sort();
    return {
      columns: await rows(`SELECT table_name, column_name, data_type, udt_name, is_nullable, coalesce(column_default, '')
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`),
      indexes: await rows(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`),
      enums: await rows(`SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`),
      foreignKeys: await rows(`SELECT conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace`),
    };
  } finally {
    await client.end();
  }
}

export async function checkConstraints(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT conname FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace ORDER BY conname`);
    return rows.map((r) => r.conname as string);
  } finally {
    await client.end();
  }
}
