// With TEST_DATABASE_URL, every run gets a fresh database on that server (created here, migrated,
// dropped afterwards), so runs never see each other's rows. Without it, each worker starts its
// own in-memory PGlite (tests/support/db.ts).
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@booking/db";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    console.warn("[tests] TEST_DATABASE_URL is not set: using embedded PGlite; race tests that need PostgreSQL are skipped");
    project.provide("databaseUrl", null);
    return;
  }
  const name = `booking_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  await applyMigrations(url.toString());
  project.provide("databaseUrl", url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
}
