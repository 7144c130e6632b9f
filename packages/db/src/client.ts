import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client.ts";
import { poolSql, prismaSql, type Sql } from "./sql.ts";

export interface CreateDbOptions {
  /** Pool size; must be 1 for the embedded PGlite database. */
  maxConnections?: number;
  /** false for the embedded PGlite database: its connections share one session (see sql.ts poolSql). */
  preparedStatements?: boolean;
}

const sqlByDb = new WeakMap<object, Sql>();
const poolByDb = new WeakMap<object, pg.Pool>();

/** How long a query waits for a connection (a new one included) before failing: an unreachable database is an error, not a hang. */
const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(url: string, options: CreateDbOptions = {}): PrismaClient {
  // One pool for Prisma and the hot-path statements (sql.ts): PGlite has a single session to share.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // pg drops an idle client the server closed; without a listener the event would end the process.
  pool.on("error", () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  sqlByDb.set(db, poolSql(pool, { named: options.preparedStatements ?? true }));
  poolByDb.set(db, pool);
  return db;
}

/** The connection pool under `db` (pool saturation metrics), when createDb made it. */
export function poolOf(db: PrismaClient): pg.Pool | undefined {
  return poolByDb.get(db);
}

/** Prepared statements on `db`'s pool; a client not made by createDb runs them through Prisma. */
export function sqlOf(db: PrismaClient): Sql {
  return sqlByDb.get(db) ?? prismaSql(db);
}

export type Db = PrismaClient;
