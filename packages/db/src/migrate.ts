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
import { startEmbeddedPostgres } from "./embedded.ts";

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
const processGlobals = globalThis as Record<symbol, EngineState | undefined>;
processGlobals[STATE_KEY] ??= { glue: bg, queue: Promise.resolve() };
const state: EngineState = processGlobals[STATE_KEY];
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

// The engine describes a database with catalogue queries whose columns are PostgreSQL's one-byte
// "char" (pg_constraint.contype...), a type the pg driver adapter refuses. Those columns are passed
// as text by the client below and flagged, and the adapter's answers then declare them Character,
// the type the engine reads them as. This is what lets the engine replay the migrations and
// describe the result (the drift check and new migrations need no schema snapshot).
const PG_CHAR = 18;
const PG_TEXT = 25;
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils
const charColumns = new WeakMap<object, number[]>();

class CharAsTextClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them through
  override query(...args: any[]): any {
    const retype = (res: pg.QueryResult | undefined) => {
      const indexes: number[] = [];
      res?.fields?.forEach((field, index) => {
        if (field.dataTypeID !== PG_CHAR) return;
        field.dataTypeID = PG_TEXT;
        indexes.push(index);
      });
      if (res && indexes.length > 0) charColumns.set(res.rows, indexes);
      return res;
    };
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: Error | null, res: pg.QueryResult) => callback(error, error ? res : retype(res));
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = (super.query as any)(...args);
    return result && typeof result.then === "function" ? result.then(retype) : result;
  }
}

interface RawQueryable {
  queryRaw(query: unknown): Promise<{ columnTypes: number[]; rows: unknown[] }>;
  startTransaction?(isolationLevel?: unknown): Promise<RawQueryable>;
}

function declareCharColumns<T extends RawQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = CHARACTER_COLUMN;
    return result;
  };
  const startTransaction = queryable.startTransaction?.bind(queryable);
  if (startTransaction) queryable.startTransaction = async (level) => declareCharColumns(await startTransaction(level));
  return queryable;
}

function charAwareAdapter(pool: pg.Pool): PrismaPg {
  const factory = new PrismaPg(pool);
  const connect = factory.connect.bind(factory);
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => declareCharColumns((await connect()) as unknown as RawQueryable) as never;
  factory.connectToShadowDb = async () => declareCharColumns((await connectToShadowDb()) as unknown as RawQueryable) as never;
  return factory;
}

function withEngine<T>(url: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const run = state.queue.then(() => runEngine(url, fn));
  state.queue = run.catch(() => undefined);
  return run;
}

async function runEngine<T>(url: string, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await loadWasm();
  // One connection: PGlite is a single session, and migrations need no more.
  const pool = new pg.Pool({ connectionString: url, max: 1, Client: CharAsTextClient });
  const adapter = bindMigrationAwareSqlAdapterFactory(charAwareAdapter(pool));
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
 * SQL that takes the database the migrations build to `schema` (schema.prisma by default; "" when in
 * sync). The engine replays every migration into a "shadow database" and describes it, so the
 * migrations themselves are the one record of the schema they produce: no snapshot copies. PGlite
 * serves one database whatever name is asked, so the shadow is the scratch database itself: each
 * diff gets a fresh in-memory one.
 */
export async function diffMigrationsToSchema(schema: string = readSchema()): Promise<string> {
  const scratch = await startEmbeddedPostgres();
  try {
    return await diffMigrationsOn(scratch.url, schema);
  } finally {
    await scratch.stop();
  }
}

function diffMigrationsOn(url: string, schema: string): Promise<string> {
  return withEngine(url, async (engine) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...readMigrations() },
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters,
    });
    return normaliseDiff(result.stdout);
  });
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

export function __diffFromMigrations(url: string): Promise<string> {
  const datamodel = (content: string) => ({ tag: "schemaDatamodel" as const, files: [{ path: "schema.prisma", content }] });
  return withEngine(url, async (engine) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...readMigrations() },
      to: datamodel(readSchema()),
      script: true,
      exitCode: null,
      filters,
    });
    return normaliseDiff(result.stdout);
  });
}
