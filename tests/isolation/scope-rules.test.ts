// TENANT SCOPE RULES, read from the source (README "Tenant context"). The types do the work:
// procedures get `ctx.scoped` (one tenant) and `ctx.platform` (PlatformDb, which has no
// tenant-owned model), jobs and bots `Databases`. What the types cannot see is checked here:
// - the tenant-owned models are exactly the schema's models with a tenantId column;
// - the raw client (Db, PrismaClient, createDb, TransactionClient) is imported only by the files
//   allowed below, so no other code can step around the scope;
// - raw SQL naming a tenant-owned table lives only in reviewed `*-sql.ts` modules (each statement
//   has a case in sql-statements.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TENANT_MODELS } from "@booking/core";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Allowed the raw client, and why. */
const RAW_CLIENT_ALLOWED: Record<string, string> = {
  "packages/core/src/tenancy/scoped-db.ts": "builds the scoped client",
  "packages/core/src/tenancy/databases.ts": "builds Databases { platform, tenant(id), sql }",
  "packages/core/src/demo/seed-demo.ts": "writes a whole tenant, tenant row included, in one transaction",
  "packages/trpc/src/context.ts": "turns the server's client into ctx.scoped and ctx.platform",
  "packages/runtime/src/database.ts": "opens the database (composition root)",
  "packages/runtime/src/process.ts": "runs job workers on the client (composition root)",
  "packages/runtime/src/telegram.ts": "hands the client to the bots process (composition root)",
  "apps/api/src/server.ts": "composition root",
};

const RAW_CLIENT_IMPORT =
  /import[^;]*\b(Db|PrismaClient|createDb)\b[^;]*from\s+"@booking\/db"|import\s+\*\s+as\s+\w+\s+from\s+"@booking\/db"|import\(\s*"@booking\/db"\s*\)/;
const TRANSACTION_CLIENT = /\bTransactionClient\b/;
const RAW_SQL = /\bstatement\s*[<(]|\$queryRaw|\$executeRaw/;

/** Production source of every workspace (packages/db itself and generated code excluded). */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const group of ["apps", "packages"]) {
    for (const workspace of readdirSync(path.join(ROOT, group))) {
      if (group === "packages" && workspace === "db") continue;
      const src = path.join(ROOT, group, workspace, "src");
      let entries: string[];
      try {
        entries = readdirSync(src, { recursive: true }) as string[];
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || entry.split(path.sep).includes("generated")) continue;
        files.push(path.join(group, workspace, "src", entry).split(path.sep).join("/"));
      }
    }
  }
  return files;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Models of schema.prisma with a tenantId field. */
function schemaTenantModels(): string[] {
  const schema = readFileSync(path.join(ROOT, "prisma/schema.prisma"), "utf8");
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)]
    .filter(([, , body]) => /^\s*tenantId\s/m.test(body!))
    .map(([, name]) => name!);
}

/** Why `source` breaks a rule (empty: it keeps them). Exported shape for the self-test below. */
function violations(file: string, source: string): string[] {
  const found: string[] = [];
  if (!(file in RAW_CLIENT_ALLOWED)) {
    if (RAW_CLIENT_IMPORT.test(source)) found.push(`${file} imports the raw client from @booking/db`);
    if (TRANSACTION_CLIENT.test(source)) found.push(`${file} uses Prisma's unscoped TransactionClient`);
  }
  if (RAW_SQL.test(source) && !file.endsWith("-sql.ts")) {
    const tables = TENANT_MODELS.filter((model) => source.includes(`"${model}"`));
    if (tables.length > 0) found.push(`${file} runs raw SQL on tenant-owned ${tables.join(", ")} outside a *-sql.ts module`);
  }
  return found;
}

describe("tenant scope rules", () => {
  it("the tenant-owned models are exactly the schema's models with a tenantId column", () => {
    expect([...TENANT_MODELS].sort()).toEqual(schemaTenantModels().sort());
  });

  it("only the allowed files import the raw client; tenant tables in raw SQL only in *-sql.ts", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const allowed of Object.keys(RAW_CLIENT_ALLOWED)) expect(files, `${allowed} is listed but gone`).toContain(allowed);
    expect(files.flatMap((file) => violations(file, read(file)))).toEqual([]);
  });

  it("the checks catch what they are for", () => {
    const procedure = "packages/trpc/src/routers/admin/example.ts";
    expect(violations(procedure, `import type { Db } from "@booking/db";`)).toHaveLength(1);
    expect(violations(procedure, `import { createDb, type Tenant } from "@booking/db";`)).toHaveLength(1);
    expect(violations(procedure, `import * as database from "@booking/db";`)).toHaveLength(1);
    expect(violations(procedure, `const { createDb } = await import("@booking/db");`)).toHaveLength(1);
    expect(violations(procedure, `type Tx = Prisma.TransactionClient;`)).toHaveLength(1);
    expect(violations(procedure, `import type { Tenant } from "@booking/db";`)).toEqual([]);
    const sql = 'const s = statement<X>("x", `SELECT id FROM "Booking" WHERE id = $1`);';
    expect(violations("packages/core/src/booking/example.ts", sql)).toHaveLength(1);
    expect(violations("packages/core/src/booking/example-sql.ts", sql)).toEqual([]);
    expect(violations("packages/core/src/auth/example.ts", 'await tx.$queryRaw`SELECT id FROM "User" FOR UPDATE`')).toEqual([]);
  });
});
