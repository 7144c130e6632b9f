// Spec §7 request helpers: every path is prefixed with /api and sent as JSON with the identity
// headers the server understands (Telegram init data, bearer token, tenant of the current route).
// A non-OK answer becomes an ApiError that keeps both the stable code and the server's message.
import { tenantSlugFromPath } from "../router/paths.ts";
import { noteErrorCode, noteResponse } from "../lib/launch-expired.ts";
import { noteServiceStatus } from "../lib/service-status.ts";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";

export const REQUEST_FAILED = "Request failed";
export const INIT_DATA_HEADER = "X-Telegram-Init-Data";
export const TENANT_HEADER = "X-Tenant";

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The server's `error` code (contracts ErrorCode), when it sent one. */
  readonly code?: string;
  readonly field?: string;

  constructor(status: number, code?: string, message?: string, field?: string) {
    // `message` is the human text: the server's message, else its code, else the generic text.
    super(message || code || REQUEST_FAILED);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Overrides the tenant taken from the current route. */
  tenant?: string;
}

export interface HttpDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getInitData: () => string | undefined;
  getToken: () => string | null;
  getTenant: () => string | undefined;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const { error, message, field } = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return new ApiError(status, str(error), str(message), str(field));
}

/** Who is asking and for which tenant: the headers every API request carries (REST and tRPC). */
export function identityHeaders(deps: Omit<HttpDeps, "fetch" | "baseUrl">, tenantOverride?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const initData = deps.getInitData();
  if (initData) headers[INIT_DATA_HEADER] = initData;
  const token = deps.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = tenantOverride ?? deps.getTenant();
  if (tenant) headers[TENANT_HEADER] = tenant;
  return headers;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json", ...identityHeaders(deps, options.tenant) };
    if (body !== undefined) headers["Content-Type"] = "application/json";

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl, path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0);
    }
    noteResponse(response);
    noteServiceStatus(response);
    const data = await readJson(response);
    if (!response.ok) {
      const error = toApiError(response.status, data);
      noteErrorCode(error.code);
      throw error;
    }
    return data as T;
  }

  return {
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body ?? {}, options),
    put: (path, body, options) => request("PUT", path, body ?? {}, options),
    del: (path, options) => request("DELETE", path, undefined, options),
  };
}

/** Init data of this launch; set once at start by main.tsx (absent on the web). */
let telegramInitData: string | undefined;

export function setTelegramInitData(raw: string | undefined): void {
  telegramInitData = raw;
}

const browserIdentity: Omit<HttpDeps, "fetch" | "baseUrl"> = {
  getInitData: () => telegramInitData,
  getToken: () => appStorage.getItem(STORAGE_KEYS.authToken),
  getTenant: () => (typeof window === "undefined" ? undefined : tenantSlugFromPath(window.location.pathname)),
};

/** The identity headers of this browser tab right now (the tRPC link sends them too). */
export function currentIdentityHeaders(tenantOverride?: string): Record<string, string> {
  return identityHeaders(browserIdentity, tenantOverride);
}

export const http: HttpClient = createHttpClient({ fetch: (...args) => fetch(...args), baseUrl: "/api", ...browserIdentity });
