// Request context: the tenant (X-Tenant, else the custom domain in Host, else "default"), the
// caller's session (Bearer) and Telegram identity (validated init data), resolved once per request.
import type { IncomingHttpHeaders } from "node:http";
import type { Db, Membership, Session, Tenant, User } from "@booking/db";
import { bearerToken, findSession, resolveIdentity, resolveTenant, type TelegramIdentity } from "@booking/core";
import type { AppConfig, BillingLog } from "@booking/core";

export interface ContextDeps {
  db: Db;
  config: AppConfig;
  /** The server's logger, for procedures whose side effects are worth a line (never secrets). */
  log?: BillingLog;
}

export interface RequestInfo {
  headers: IncomingHttpHeaders;
  ip: string;
}

export interface Context {
  deps: ContextDeps;
  db: Db;
  config: AppConfig;
  tenant: Tenant;
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
  const authorization = header(req.headers, "authorization");
  const bearer = bearerToken(authorization);
  // Tenant and session do not depend on each other: look both up at once.
  const [tenant, session] = await Promise.all([
    resolveTenant(deps.db, { slug: header(req.headers, "x-tenant"), host: header(req.headers, "host") }),
    bearer ? findSession(deps.db, bearer) : null,
  ]);
  const identity = await resolveIdentity(deps.db, deps.config, tenant, {
    authorization,
    initData: header(req.headers, "x-telegram-init-data"),
    bearerSession: session,
  });
  return {
    deps,
    db: deps.db,
    config: deps.config,
    tenant,
    ...identity,
    ip: req.ip,
    userAgent: header(req.headers, "user-agent"),
    headers: req.headers,
  };
}
