// Embedded PostgreSQL for `npm start` and tests: PGlite (PostgreSQL in WebAssembly) served over
// the wire protocol, so Prisma, pg and the schema engine connect to it like to any server.
// PGlite is ONE database session: callers must use a single connection (see createDb's `max`).
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { CreateDbOptions } from "./client.ts";
import { lockDataDir } from "./data-lock.ts";
import { durableStartParams, syncWritesToDisk } from "./durable-pglite.ts";

export interface EmbeddedPostgres {
  url: string;
  /** For createDb: one connection at a time, and no prepared statements (its connections share one session). */
  dbOptions: CreateDbOptions;
  pglite: PGlite;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * A commit is on disk when it returns (durable-pglite.ts). Default: whenever `dataDir` is given;
   * false trades that for speed (a power cut may lose the last commits; a crash of the process does not).
   */
  durable?: boolean;
}

/** Starts PGlite persisted in `dataDir` (in memory when undefined) on a free loopback port. */
export async function startEmbeddedPostgres(
  dataDir?: string,
  { durable = dataDir !== undefined }: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // btree_gist: the slots' exclusion constraint (no two slots of an expert overlap) needs it; the
  // migration creates the extension, PGlite only has to ship it.
  const pglite = await PGlite.create(dataDir, { extensions: { btree_gist }, ...(durable && { startParams: durableStartParams() }) });
  if (durable) {
    syncWritesToDisk(pglite);
    // What start-up (or initdb) wrote before the sync was in place.
    await pglite.exec("CHECKPOINT");
  }
  // Callers hold one connection at a time (pool max 1); the spare places only cover the moment
  // in which a closed connection is still counted, which would otherwise refuse the next one.
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await server.start();
  const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    dbOptions: { maxConnections: 1, preparedStatements: false },
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * The platform's embedded database: PGlite in DATA_DIR/pglite, owned by this process alone through
 * DATA_DIR/server.pid (data-lock.ts) until stop().
 */
export async function startDataDirPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const lock = lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres(path.join(dataDir, "pglite"), options);
    return {
      ...embedded,
      async stop() {
        await embedded.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
