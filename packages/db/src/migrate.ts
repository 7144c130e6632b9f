// Prisma's own schema engine, compiled to WebAssembly, driven through a driver adapter: the CLI
// cannot download its native engine on machines that reach only the npm registry
// (see shared/notes/prisma-offline.md). It writes new migrations (diff); applying them is
// migration-history.ts, atomically per migration.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

import { migrationsDir, schemaPath } from "./paths.ts";
import { readMigrationFiles } from "./migration-history.ts";

export { migrationsDir, prismaDir, schemaPath } from "./paths.ts";

const filters = { externalTables: [], externalEnums: [] };
// The engine's wasm-bindgen glue is a Node module shared by the whole process, while this file may
// be loaded more than once (vitest evaluates it once per project). Its state therefore lives on
// globalThis: the wasm is instantiated once, and engine runs are queued one after another, because
// two engines running in the one instance corrupt each other's memory.
interface EngineState {
  /** The glue module that owns the instance (the first one loaded, should there be two). */
  glue: typeof bg;
  wasmReady?: Promise<void>;
  queue: Promise<unknown>;
}
const STATE_KEY = Symbol.for("booking.prisma-schema-engine");
const state: EngineState = ((globalThis as Record<symbol, EngineState | undefined>)[STATE_KEY] ??= { glue: bg, queue: Promise.resolve() });
const glue = state.glue;

interface WasmApi {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: Record<string, unknown> } }>;
}

function loadWasm(): Promise<void> {
  state.wasmReady ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
    // @types/node 20 does not declare the WebAssembly global; Node has it.
    const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    const { instance } = await wasm.instantiate(fs.readFileSync(wasmPath), { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports as never);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  })();
  return state.wasmReady;
}

export function readSchema(): string {
  return fs.readFileSync(schemaPath, "utf8");
}

export function readMigrations(): MigrationList {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    shadowDbInitScript: "",
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    migrationDirectories: readMigrationFiles().map(({ name, sql }) => ({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: sql } },
    })),
  };
}

function withEngine<T>(url: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const run = state.queue.then(() => runEngine(url, fn));
  state.queue = run.catch(() => undefined);
  return run;
}

async function runEngine<T>(url: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await loadWasm();
  // One connection: PGlite is a single session, and migrations need no more.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const engine = await glue.SchemaEngine.new({ datamodels: [["schema.prisma", readSchema()]] }, () => {}, adapter);
  try {
    return await fn(engine);
  } catch (error) {
    throw withAdapterCause(error, adapter);
  } finally {
    engine.free();
    // The engine does not release its connection; PGlite accepts only one at a time.
    await pool.end();
  }
}

/**
 * Each migration folder keeps a copy of the schema it produces (`schema.prisma` beside
 * `migration.sql`; Prisma ignores it). New migrations are diffed from that copy, because the
 * engine cannot describe a live database through the driver adapter (it fails on pg's "char").
 */
export function lastMigrationSchema(): string | null {
  const last = readMigrations().migrationDirectories.at(-1);
  if (!last) return null;
  const file = path.join(migrationsDir, last.path, "schema.prisma");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

/** SQL that takes the last migration's schema to the current schema.prisma ("" when in sync). */
export function diffLastMigrationToSchema(url: string): Promise<string> {
  return diffDatamodels(url, lastMigrationSchema(), readSchema());
}

/** SQL that creates the current schema from nothing. */
export function diffEmptyToSchema(url: string): Promise<string> {
  return diffDatamodels(url, null, readSchema());
}

function diffDatamodels(url: string, from: string | null, to: string): Promise<string> {
  const datamodel = (content: string) => ({ tag: "schemaDatamodel" as const, files: [{ path: "schema.prisma", content }] });
  return withEngine(url, async (engine) => {
    const result = await engine.diff({
      from: from === null ? { tag: "empty" } : datamodel(from),
      to: datamodel(to),
      script: true,
      exitCode: null,
      filters,
    });
    return normaliseDiff(result.stdout);
  });
}

// The engine reports adapter failures as "External error id#N"; the real error sits in the registry.
function withAdapterCause(error: unknown, adapter: object): unknown {
  const match = error instanceof Error ? /External error id#(\d+)/.exec(error.message) : null;
  const registry = (adapter as { errorRegistry?: { consumeError(id: number): { error: unknown } | undefined } }).errorRegistry;
  const cause = match && registry?.consumeError(Number(match[1]))?.error;
  if (!cause) return error;
  return new Error(`${(error as Error).message.split("\n")[0]}: ${JSON.stringify(cause)}`, { cause });
}

function normaliseDiff(sql: string | null): string {
  const text = (sql ?? "").trim();
  return text === "-- This is an empty migration." ? "" : text;
}
