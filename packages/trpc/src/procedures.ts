// The only reader of tRPC internals. The REST adapter and the tRPC HTTP handler (apps/api
// plugins/rest.ts, trpc-http.ts), the per-IP rate limits and the OpenAPI document see the
// procedures through this module, never through `router._def` themselves. It relies on five
// internals of @trpc/server 11, pinned by procedures.test.ts so an upgrade that moves them fails
// loudly there:
//   router._def.procedures   flat record "auth.webLogin" → procedure
//   router._def._config      the root config (error formatter, transformer) for error shapes
//   procedure._def.type      "query" | "mutation" | "subscription"
//   procedure._def.meta      the merged `.meta()` objects (shallow: later keys win)
//   procedure._def.inputs    the `.input()` parsers, empty when the procedure takes none
import { callTRPCProcedure, getTRPCErrorShape, type AnyProcedure, type AnyRouter, type TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import type { ApiKeyScope, ErrorCode } from "@booking/contracts";

export interface RateLimitHint {
  max: number;
  windowMs: number;
  /**
   * Whose bucket: the client IP (default), or the caller (their account, else their Telegram user,
   * else the IP). Operations that need an account always count per account (`limitedPerCaller`).
   */
  per?: "ip" | "caller";
}

/** Who may call: set by the procedure builders in init.ts, so the errors it implies are documented. */
export type Access = "public" | "telegram" | "user" | "member" | "admin" | "owner";

type OpenApiOperation = Omit<NonNullable<OpenApiMeta["openapi"]>, "successDescription" | "errorResponses">;

/** What a REST path parameter can name (ProcedureMeta.pathResource). */
export type PathResource =
  | "apiKey"
  | "archivedService"
  | "article"
  | "booking"
  /** A booking with a free slot beside it, which the body names as the new time. */
  | "bookingWithFreeSlot"
  | "client"
  | "expert"
  | "invitation"
  /** An invitation addressed by its link's token. */
  | "invitationToken"
  | "news"
  | "payment"
  | "service"
  | "session"
  | "slot"
  | "teamMember"
  | "user"
  | "waitlistEntry"
  | "webhook";

/** Typed meta of every procedure. */
export type ProcedureMeta = {
  /** Exposes the procedure as REST at the spec's path (`/api` + path). */
  openapi?: OpenApiOperation;
  /** Cap per IP or per caller (`limitedPerCaller`), shared by the REST route and the tRPC call. */
  rateLimit?: RateLimitHint;
  /**
   * REST answers a file: the procedure returns `{ filename, content }` and the REST route sends the
   * content with this type and an attachment Content-Disposition (tRPC callers get the object).
   */
  download?: "text/csv";
  /** HTTP status of a successful REST answer (default 200). */
  successStatus?: 200 | 201;
  /**
   * Error codes of the operation's own work (core). The ones every call can meet (tenant, session,
   * input, body, rate limit, access) are added from the rest of the meta: see `errorCodesOf`.
   */
  errors?: readonly ErrorCode[];
  /** Input fields that a REST body method reads from the query string (spec: POST /bookings?userId=). */
  queryFields?: readonly string[];
  /**
   * A DELETE whose input is a JSON body (it carries a secret that must stay out of URLs and logs):
   * the REST route reads bodies on every method; this documents the input as the request body.
   */
  bodyOnDelete?: true;
  access?: Access;
  /**
   * The API key scope that lets a key call this operation (issue 16.3). Without it a key may call
   * only public operations; everything else answers 403 API_KEY_SCOPE.
   */
  apiScope?: ApiKeyScope;
  /**
   * The kind of row the REST path's parameter names. Suites that call every route read it
   * (tests/isolation creates another tenant's row of this kind and calls the route with its id);
   * every route with a path parameter declares one, and that suite fails a route without.
   */
  pathResource?: PathResource;
  /**
   * An input the route's validation accepts, for those suites (a refusal is then about the tenant,
   * not the input): body fields as they are, GET query dates as days from the tenant's today.
   */
  sampleInput?: Readonly<Record<string, string | number | boolean | { daysFromToday: number }>>;
  /** "global": the procedure changes or reveals the platform-wide account (init.ts globalAccountProcedure). */
  scope?: "global";
  /**
   * Takes an Idempotency-Key: a repeat answers the first answer (init.ts idempotent*Procedure, set
   * only by those builders, which also run the middleware).
   */
  idempotent?: boolean;
};

export interface ProcedureEntry {
  /** "auth.webLogin" */
  path: string;
  type: "query" | "mutation" | "subscription";
  meta: ProcedureMeta;
  takesInput: boolean;
}

const tables = new WeakMap<AnyRouter, readonly ProcedureEntry[]>();

/** Every procedure of the router with its meta (computed once per router). */
export function procedureTable(router: AnyRouter): readonly ProcedureEntry[] {
  let table = tables.get(router);
  if (!table) {
    const procedures = router._def.procedures as Record<string, AnyProcedure>;
    table = Object.entries(procedures).map(([path, procedure]) => ({
      path,
      type: procedure._def.type,
      meta: (procedure._def.meta ?? {}) as ProcedureMeta,
      takesInput: procedure._def.inputs.length > 0,
    }));
    tables.set(router, table);
  }
  return table;
}

export interface RestOperation extends ProcedureEntry {
  method: OpenApiOperation["method"];
  /** OpenAPI path below /api, e.g. "/bookings/{id}". */
  openapiPath: string;
  /** Fastify route, e.g. "/api/bookings/:id". */
  url: string;
  successStatus: 200 | 201;
}

export function restOperations(router: AnyRouter): RestOperation[] {
  return procedureTable(router).flatMap((entry) => {
    const openapi = entry.meta.openapi;
    if (!openapi) return [];
    return [
      {
        ...entry,
        method: openapi.method,
        openapiPath: openapi.path,
        url: `/api${openapi.path.replace(/\{(\w+)\}/g, ":$1")}`,
        successStatus: entry.meta.successStatus ?? 200,
      },
    ];
  });
}

/** Procedure path → its cap, for every procedure that has one. */
export function rateLimitsOf(router: AnyRouter): Map<string, RateLimitHint> {
  return new Map(procedureTable(router).flatMap((entry) => (entry.meta.rateLimit ? [[entry.path, entry.meta.rateLimit] as const] : [])));
}

/** Operations that need an account: their caps count per account, not per IP (issue 29.1). */
const ACCOUNT_ACCESS: ReadonlySet<Access | undefined> = new Set(["user", "member", "admin", "owner"]);

/**
 * Whether a procedure's cap is counted once the caller is known (init.ts, per account, else per
 * Telegram user, else per IP) rather than per IP before the request is read (apps/api rate-limits.ts):
 * every cap of an operation that needs an account, and every `per: "caller"` cap.
 */
export function limitedPerCaller(meta: ProcedureMeta): boolean {
  return !!meta.rateLimit && (meta.rateLimit.per === "caller" || ACCOUNT_ACCESS.has(meta.access));
}

const ACCESS_ERRORS: Record<Access, readonly ErrorCode[]> = {
  public: [],
  telegram: ["noTelegramData"],
  user: ["UNAUTHORIZED"],
  member: ["UNAUTHORIZED", "FORBIDDEN"],
  admin: ["UNAUTHORIZED", "FORBIDDEN"],
  owner: ["UNAUTHORIZED", "FORBIDDEN"],
};

/** Any request: a bad URL or header, an unknown tenant, a stale session or init data, a crash. */
const EVERY_REQUEST: readonly ErrorCode[] = [
  "VALIDATION_ERROR",
  "TENANT_NOT_FOUND",
  "UNAUTHORIZED",
  "TELEGRAM_INIT_DATA_INVALID",
  "TELEGRAM_INIT_DATA_EXPIRED",
  "HEADERS_TOO_LARGE",
  "INTERNAL_ERROR",
  // An API key is checked before any operation runs: another tenant's, a plan without API access,
  // a creator who is no longer an admin, or an operation outside its scopes.
  "API_KEY_WRONG_TENANT",
  "PLAN_API_NOT_ALLOWED",
  "FORBIDDEN",
  "API_KEY_SCOPE",
];
/** A request that may carry a body (anything but GET). */
const BODY_ERRORS: readonly ErrorCode[] = ["INVALID_JSON", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"];

/** Every error code the REST operation can answer, derived from its meta (sorted, unique). */
export function errorCodesOf(operation: RestOperation): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...EVERY_REQUEST,
    ...ACCESS_ERRORS[operation.meta.access ?? "public"],
    ...(operation.method === "GET" ? [] : BODY_ERRORS),
    ...(operation.meta.rateLimit ? ["RATE_LIMITED" as const] : []),
    ...(operation.meta.scope === "global" ? ["TENANT_BOT_SCOPE" as const] : []),
    ...(operation.meta.idempotent ? ["IDEMPOTENCY_KEY_REUSED" as const, "IDEMPOTENCY_KEY_IN_USE" as const] : []),
    ...(operation.meta.errors ?? []),
  ]);
  return [...codes].sort();
}

/** Runs procedure `path` (middlewares, input and output parsing) as tRPC's own HTTP handler does. */
export function callProcedure(
  router: AnyRouter,
  call: {
    path: string;
    type: ProcedureEntry["type"];
    ctx: unknown;
    getRawInput: () => Promise<unknown>;
    batchIndex: number;
  },
): Promise<unknown> {
  return callTRPCProcedure({ router, ...call, signal: undefined });
}

/** The wire form of a failed call: the router's error formatter applied to `error`. */
export function errorShapeOf(
  router: AnyRouter,
  failure: {
    error: TRPCError;
    path: string | undefined;
    type: ProcedureEntry["type"] | "unknown";
    ctx: unknown;
    input: unknown;
  },
): unknown {
  return getTRPCErrorShape({ config: router._def._config, ...failure });
}

/** Whether the router serialises data (a transformer): the tRPC HTTP handler sends plain JSON only. */
export function hasTransformer(router: AnyRouter): boolean {
  const transformer = router._def._config.transformer as { output: { serialize(value: unknown): unknown } };
  const probe = { at: new Date(0) };
  return transformer.output.serialize(probe) !== probe;
}
