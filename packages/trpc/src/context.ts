// Request context: the tenant (X-Tenant, else the custom domain in Host, else "default"), the
// caller's session (Bearer) and Telegram identity (validated init data), resolved once per request.
import type { IncomingHttpHeaders } from "node:http";
import { sqlOf, type Db, type Membership, type Session, type Sql, type Tenant, type User } from "@booking/db";
import {
  bearerToken, lookUpCaller, resolveIdentity, scopedDb, type PlatformMessageSender, type ScopedDb, type TelegramIdentity, type TenantSource,
} from "@booking/core";
import type { AppConfig, BillingLog } from "@booking/core";

export interface ContextDeps {
  db: Db;
  config: AppConfig;
  /** The server's logger, for procedures whose side effects are worth a line (never secrets). */
  log?: BillingLog;
  /** Login codes: the platform bot of this process, sharing its flood limiter with notifications. */
  sendPlatformMessage?: PlatformMessageSender;
}

export interface RequestInfo {
  headers: IncomingHttpHeaders;
  ip: string;
}

export interface Context {
  deps: ContextDeps;
  db: Db;
  /** Prepared statements on db's pool, for the hot paths (see @booking/db sql.ts). */
  sql: Sql;
  config: AppConfig;
  tenant: Tenant;
  /** How the request named the tenant ("fallback": it did not, and got "default"). */
  tenantSource: TenantSource;
  /** The tenant's scoped client: every tenant-owned row goes through it (DESIGN §4). */
  scoped: ScopedDb;
  user: User | null;
  session: Session | null;
  membership: Membership | null;
  telegram: TelegramIdentity | null;
  ip: string;
  userAgent: string | undefined;
  headers: IncomingHttpHeaders;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function createContext(deps: ContextDeps, req: RequestInfo): Promise<Context> {
  // Tenant, session, user and membership: one round trip.
  const { tenant, tenantSource, bearer } = await lookUpCaller(
    deps.db,
    { slug: header(req.headers, "x-tenant"), host: header(req.headers, "host") },
    bearerToken(header(req.headers, "authorization")),
  );
  const identity = await resolveIdentity(deps.db, deps.config, tenant, {
    initData: header(req.headers, "x-telegram-init-data"),
    bearerSession: bearer,
  });
  return {
    deps,
    db: deps.db,
    sql: sqlOf(deps.db),
    config: deps.config,
    tenant,
    tenantSource,
    scoped: scopedDb(deps.db, tenant.id),
    ...identity,
    ip: req.ip,
    userAgent: header(req.headers, "user-agent"),
    headers: req.headers,
  };
}
