// The two ways into the database (ARCHITECTURE.md, Tenant scope, README "Tenant context"):
// - `scoped`: one tenant's client (scoped-db.ts), the only way to reach a tenant-owned model;
// - `platform`: the global models only (users, sessions, tenants, promo codes, jobs). Its type has
//   no tenant-owned model at all, so reaching one without a scope does not compile.
// Raw SQL that names tenantId lives in reviewed `*-sql.ts` modules (tests/isolation/scope-rules).
// The raw client itself is only imported by an allow-list of files (same test).
import { sqlOf, type Db, type Prisma, type Sql } from "@booking/db";
import { scopedDb, type ScopedDb, type TenantModel } from "./scoped-db.ts";

type TenantDelegate = Uncapitalize<TenantModel>;
type WithoutTenantModels<Client> = Omit<Client, TenantDelegate | "$transaction" | "$extends" | "$on" | "$connect" | "$disconnect">;

/** The platform client inside its own interactive transaction. */
export type PlatformTx = WithoutTenantModels<Prisma.TransactionClient>;

export interface PlatformDb extends WithoutTenantModels<Db> {
  /** Interactive transactions only (a batch is the same with `async (tx) => [await a, await b]`). */
  $transaction<T>(work: (tx: PlatformTx) => Promise<T>, options?: { maxWait?: number; timeout?: number }): Promise<T>;
}

/** What a process without a request (jobs, bots, scripts) holds instead of the raw client. */
export interface Databases {
  platform: PlatformDb;
  /** Tenant `id`'s scoped client (cached per tenant). */
  tenant(id: string): ScopedDb;
  /** Prepared statements on the same pool (those naming a tenant-owned table live in `*-sql.ts`). */
  sql: Sql;
}

const cache = new WeakMap<Db, Databases>();

export function databases(db: Db): Databases {
  let found = cache.get(db);
  if (!found) {
    // The platform handle is the same object: the restriction is its type.
    found = { platform: db as unknown as PlatformDb, tenant: (id) => scopedDb(db, id), sql: sqlOf(db) };
    cache.set(db, found);
  }
  return found;
}
