// Errors reach the screens from two doors: the REST helpers (ApiError) and the tRPC client
// (TRPCClientError, whose `data` carries the server's `{ error, httpStatus }` from the API's error
// formatter). Screens and the shared error displays see one shape through `toApiError`, so a code
// like SLOT_TAKEN is recognised and translated whichever door it came through. Duck-typed on
// purpose: this module is in the initial chunk and must not import the tRPC client.
import { ApiError } from "./http.ts";

interface TrpcErrorLike {
  name?: unknown;
  message?: unknown;
  data?: { error?: unknown; httpStatus?: unknown; field?: unknown } | null;
}

function asString(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/** An ApiError for anything the data layer throws; other values are returned unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || typeof error !== "object" || error === null) return error;
  const candidate = error as TrpcErrorLike;
  if (candidate.data && asString(candidate.data.error)) {
    const status = typeof candidate.data.httpStatus === "number" ? candidate.data.httpStatus : 0;
    return new ApiError(status, asString(candidate.data.error), asString(candidate.message), asString(candidate.data.field));
  }
  // A tRPC call that never got an answer ("Failed to fetch"): the same as the REST helpers' status 0.
  if (candidate.name === "TRPCClientError") return new ApiError(0);
  return error;
}

/** The server's stable error code (contracts ErrorCode), when the failure carries one. */
export function errorCodeOf(error: unknown): string | undefined {
  const normalized = toApiError(error);
  return normalized instanceof ApiError ? normalized.code : undefined;
}

/** HTTP status of a failed request (0 = no answer), or undefined for other failures. */
export function errorStatusOf(error: unknown): number | undefined {
  const normalized = toApiError(error);
  return normalized instanceof ApiError ? normalized.status : undefined;
}

/** The input field a refusal names (`field` in the error body), when it names one. */
export function errorFieldOf(error: unknown): string | undefined {
  const normalized = toApiError(error);
  return normalized instanceof ApiError ? normalized.field : undefined;
}
