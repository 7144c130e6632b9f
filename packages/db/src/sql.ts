// Hot-path SQL: named prepared statements on the same pool Prisma uses. The bench measured a
// Prisma model query at ~200 µs of CPU (Node + PostgreSQL, 50 concurrent) and the same statement
// prepared once per connection and run through pg at ~50 µs. The requests a customer makes most
// (tenant and session lookup, the storefront, the calendar, booking) therefore run their few
// statements here; everything else stays on Prisma. Statements are plain SQL with $n parameters
// and explicit casts, so they run unchanged inside a Prisma transaction too (`prismaSql`).
import pg from "pg";
import type { z } from "zod";

/** A SQL text with $n parameters, prepared once per connection under `name`. */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** The row it returns (rows.ts); rows are not parsed on the hot path, the row test holds them to it. */
  readonly row: z.ZodType<Row>;
}

const statements = new Map<string, Statement<unknown>>();

/**
 * Names are global per connection: one name, one text, or pg would run the wrong statement.
 * `row` declares the columns and their types; the row type is inferred from it.
 */
export function statement<Schema extends z.ZodType>(name: string, row: Schema, text: string): Statement<z.output<Schema>> {
  const known = statements.get(name);
  if (known !== undefined && known.text !== text) throw new Error(`SQL statement "${name}" is defined twice with different text`);
  const defined: Statement<z.output<Schema>> = { name, text, row: row as z.ZodType<z.output<Schema>> };
  statements.set(name, defined as Statement<unknown>);
  return defined;
}

/** Every statement defined so far (the modules defining them must be imported first). */
export function definedStatements(): Statement<unknown>[] {
  return [...statements.values()];
}

export interface Sql {
  rows<Row>(statement: Statement<Row>, values: readonly unknown[]): Promise<Row[]>;
}

const INT8_OID = 20;
// As Prisma reads them: bigint columns are BigInt, timestamps Date (pg's default), the rest text/number.
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * `named: false` runs the same text unprepared. Needed on PGlite: every connection to its socket
 * shares its one session, so a statement one pg client prepared is "already exists" for the next.
 */
export function poolSql(pool: pg.Pool, { named = true }: { named?: boolean } = {}): Sql {
  return {
    async rows<Row>(st: Statement<Row>, values: readonly unknown[]) {
      const result = await pool.query({ name: named ? st.name : undefined, text: st.text, values: values as unknown[], types });
      return result.rows as Row[];
    },
  };
}

/** The same statements through Prisma's raw query API: inside an interactive transaction. */
export function prismaSql(runner: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }): Sql {
  return {
    rows<Row>(st: Statement<Row>, values: readonly unknown[]) {
      return runner.$queryRawUnsafe<Row[]>(st.text, ...values);
    },
  };
}

/**
 * `alias."a", alias."b"` for a model's scalar fields (Prisma.<Model>ScalarFieldEnum), so a
 * statement reads exactly the fields Prisma's type has, also after the schema grows. With a
 * `prefix` each comes back as "<prefix>a": for joins whose tables share column names.
 */
export function columns(fields: Record<string, string>, alias: string, prefix = ""): string {
  return Object.values(fields)
    .map((field) => `${alias}."${field}"${prefix ? ` AS "${prefix}${field}"` : ""}`)
    .join(", ");
}

/** The "<prefix>field" columns of `row` (see `columns`), without the prefix. */
export function prefixed<T>(row: Record<string, unknown>, prefix: string): T {
  const picked: Record<string, unknown> = {};
  for (const key in row) if (key.startsWith(prefix)) picked[key.slice(prefix.length)] = row[key];
  return picked as T;
}

/** What a failed prepared statement throws (SQLSTATE in `code`, violated constraint in `constraint`). */
export const DatabaseError = pg.DatabaseError;
