// Request context: the tenant (X-Tenant, else the custom domain in Host, else "default"), the
// caller's session (Bearer) and Telegram identity (validated init data), resolved once per request.
import type { IncomingHttpHeaders } from "node:http";
import type { Db, Membership, Session, Sql, Tenant, User } from "@booking/db";
import { isApiKeyToken } from "@booking/contracts";
import {
  bearerToken,
  databases,
  lookUpApiKeyCaller,
  lookUpCaller,
  resolveIdentity,
  SILENT_LOGGER,
  touchApiKey,
  touchSession,
  type ApiKeyIdentity,
  type AppConfig,
  type CallCounters,
  type Databases,
  type Deps,
  type Logger,
  type PlatformDb,
  type PlatformMessageSender,
  type ScopedDb,
  type TelegramIdentity,
  type TenantSource,
} from "@booking/core";

/** What the server hands every request. The raw client stays here: procedures get `scoped` and `platform`. */
export interface ContextDeps {
  db: Db;
  config: AppConfig;
  /** The server's logger, for procedures whose side effects are worth a line (never secrets). */
  log?: Logger;
  /** Login codes: the platform bot of this process, sharing its flood limiter with notifications. */
  sendPlatformMessage?: PlatformMessageSender;
  dns?: Deps["dns"];
  /** Counters of the limits counted per caller and of credential checks (Redis-backed in the API). */
  counters?: CallCounters;
  /** Procedure path → its cap instead of the meta's (0: none), from the configuration. */
  limitOverrides?: Record<string, number | undefined>;
}

export interface RequestInfo {
  headers: IncomingHttpHeaders;
  ip: string;
}

export interface Context {
  /** Core functions' second argument: `fn(db, ctx.deps, ...input)`. */
  deps: Deps;
  /** Procedure path → its cap instead of the meta's (0: none). */
  limitOverrides: Record<string, number | undefined>;
  /** Global models only (users, sessions, tenants, promo codes): no tenant-owned model is on it. */
  platform: PlatformDb;
  /** Prepared statements from `*-sql.ts` modules, on the same pool (see @booking/db sql.ts). */
  sql: Sql;
  /**
   * Every tenant's scoped client, for the global account's questions that span the tenants a person
   * is in (their data export, their account deletion; issue 30). Procedures of one tenant use `scoped`.
   */
  databases: Databases;
  /** Login codes: the platform bot of this process (absent in processes without one). */
  sendPlatformMessage?: PlatformMessageSender;
  tenant: Tenant;
  /** How the request named the tenant ("fallback": it did not, and got "default"). */
  tenantSource: TenantSource;
  /** The tenant's scoped client: every tenant-owned row goes through it (ARCHITECTURE.md, Tenant scope). */
  scoped: ScopedDb;
  user: User | null;
  session: Session | null;
  membership: Membership | null;
  telegram: TelegramIdentity | null;
  /** An API key's request (issue 16.3): acts as the key's creator, limited to its scopes (init.ts). */
  apiKey: ApiKeyIdentity | null;
  /** Init data came but was past its freshness window (resolve-identity.ts): treated as absent. */
  telegramExpired: boolean;
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
  const dbs = databases(deps.db);
  const coreDeps: Deps = { config: deps.config, log: deps.log ?? SILENT_LOGGER, dns: deps.dns, counters: deps.counters };
  const limitOverrides = deps.limitOverrides ?? {};
  const hint = { slug: header(req.headers, "x-tenant"), host: header(req.headers, "host") };
  const token = bearerToken(header(req.headers, "authorization"));
  const request = { ip: req.ip, userAgent: header(req.headers, "user-agent"), headers: req.headers };
  if (token && isApiKeyToken(token)) {
    // An integration, not a person: no session and no Telegram identity (init data is ignored).
    const { tenant, tenantSource, user, membership, apiKey } = await lookUpApiKeyCaller(dbs.sql, hint, token);
    const scoped = dbs.tenant(tenant.id);
    await touchApiKey(scoped, apiKey);
    return {
      deps: coreDeps,
      limitOverrides,
      platform: dbs.platform,
      sql: dbs.sql,
      databases: dbs,
      sendPlatformMessage: deps.sendPlatformMessage,
      tenant,
      tenantSource,
      scoped,
      user,
      session: null,
      membership,
      telegram: null,
      telegramExpired: false,
      apiKey,
      ...request,
    };
  }
  const { tenant, tenantSource, bearer } = await lookUpCaller(dbs.sql, hint, token);
  if (bearer) await touchSession(dbs.platform, bearer);
  const identity = await resolveIdentity(dbs, coreDeps, tenant, {
    initData: header(req.headers, "x-telegram-init-data"),
    bearerSession: bearer,
  });
  return {
    deps: coreDeps,
    limitOverrides,
    platform: dbs.platform,
    sql: dbs.sql,
    databases: dbs,
    sendPlatformMessage: deps.sendPlatformMessage,
    tenant,
    tenantSource,
    scoped: dbs.tenant(tenant.id),
    ...identity,
    apiKey: null,
    ...request,
  };
}
