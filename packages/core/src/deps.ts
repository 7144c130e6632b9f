// The one call style of core functions (README "Core calls"): `fn(db, deps, ...input)`.
// - db: the narrowest handle that does the job: `ScopedDb` (one tenant), `PlatformDb` (global
//   models only) or `Databases` (jobs and bots, which learn the tenant from their work);
// - deps: `Deps` below, only when the function needs configuration or a logger;
// - input: plain values (the tenant row, ids, the request's fields, `now`).
import type { AppConfig } from "./config.ts";
import type { DnsResolver } from "./account/domain-dns.ts";
import type { CallCounters } from "./limits/call-counters.ts";

/** Fastify's pino in the API, the bot process's logger elsewhere; never given secrets. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const SILENT_LOGGER: Logger = { info() {}, warn() {}, error() {} };

export interface Deps {
  config: AppConfig;
  log: Logger;
  /** The domain tab's DNS check; the system resolver unless a test injects one. */
  dns?: DnsResolver;
  /** Call limits (credential checks per account): Redis-backed in the API, this process's memory otherwise. */
  counters?: CallCounters;
}
