// The database the server runs on: DATABASE_URL when set, else embedded PGlite persisted in
// DATA_DIR. Migrations run on start in both cases.
import { applyMigrations, createDb, startDataDirPostgres, type Db, type EmbeddedPostgres } from "@booking/db";
import { databases, type Databases } from "@booking/core";

export interface Database {
  /** The raw client: for the composition root only (migrations, workers, the HTTP server). */
  db: Db;
  /** What bots and jobs get: the platform handle and per-tenant scoped clients. */
  dbs: Databases;
  embedded: boolean;
  /** The embedded database itself (online backups), absent on PostgreSQL. */
  pglite?: EmbeddedPostgres["pglite"];
  close(): Promise<void>;
}

export interface DatabaseSettings {
  databaseUrl?: string;
  /** PostgreSQL itself when `databaseUrl` is a pooler: the migrations hold a session advisory lock. */
  databaseDirectUrl?: string;
  /** "transaction": `databaseUrl` is a transaction-pooling PgBouncer, which keeps no named prepared statements. */
  databasePooler?: "none" | "transaction";
  dataDir: string;
}

export async function openDatabase(config: DatabaseSettings, log: (msg: string) => void): Promise<Database> {
  if (config.databaseUrl) {
    const applied = await applyMigrations(config.databaseDirectUrl ?? config.databaseUrl);
    const pooled = config.databasePooler === "transaction";
    log(
      `database: PostgreSQL${pooled ? " through a transaction pooler (unnamed statements)" : ""}, migrations applied: ${applied.length ? applied.join(", ") : "none pending"}`,
    );
    const db = createDb(config.databaseUrl, { preparedStatements: !pooled });
    return { db, dbs: databases(db), embedded: false, close: () => db.$disconnect() };
  }
  const embedded = await startDataDirPostgres(config.dataDir);
  const applied = await applyMigrations(embedded.url);
  log(`database: embedded PGlite in ${config.dataDir}, migrations applied: ${applied.length ? applied.join(", ") : "none pending"}`);
  const db = createDb(embedded.url, embedded.dbOptions);
  return {
    db,
    dbs: databases(db),
    embedded: true,
    pglite: embedded.pglite,
    async close() {
      await db.$disconnect();
      await embedded.stop();
    },
  };
}
