// One mapping from any thrown value to the API's `{ error, message }` body and HTTP status, used
// by the tRPC error formatter and the REST/Fastify error handler alike.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "@booking/db";
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from "@booking/contracts";
import { apiErrorMessage } from "@booking/i18n/server/api-messages";

export interface HttpError {
  status: number;
  body: ErrorBody;
}

const TRPC_CODE_TO_APP: Partial<Record<TRPCError["code"], ErrorCode>> = {
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  PARSE_ERROR: "INVALID_JSON",
};

function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}

/** A zod failure: the first issue decides; a spec key in its message becomes the error code. */
export function fromZodError(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") || undefined;
  const message = issue?.message ?? "Invalid request";
  if (isErrorCode(message)) {
    return { status: ERROR_STATUS[message], body: { error: message, message: apiErrorMessage(message), field } };
  }
  return { status: 400, body: { error: "VALIDATION_ERROR", message: field ? `${field}: ${message}` : message, field } };
}

/** The answer while the database is away (issue 27.2); the server adds Retry-After. */
export const SERVICE_UNAVAILABLE: HttpError = {
  status: 503,
  body: { error: "SERVICE_UNAVAILABLE", message: apiErrorMessage("SERVICE_UNAVAILABLE") },
};

export function toHttpError(error: unknown): HttpError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (isDatabaseUnavailable(cause)) return SERVICE_UNAVAILABLE;
  if (cause instanceof AppError) {
    // A failure a core function pinned to one input field names it, as a zod failure does.
    const field = typeof cause.details?.field === "string" ? cause.details.field : undefined;
    return {
      status: cause.status,
      body: { error: cause.code, message: cause.ownMessage ?? apiErrorMessage(cause.code), ...(field ? { field } : {}) },
    };
  }
  if (cause instanceof ZodError) return fromZodError(cause);
  if (error instanceof TRPCError) {
    const code = TRPC_CODE_TO_APP[error.code];
    const status = getHTTPStatusCodeFromError(error);
    if (code) return { status, body: { error: code, message: error.message || apiErrorMessage(code) } };
    if (status < 500) return { status, body: { error: "VALIDATION_ERROR", message: error.message } };
  }
  return { status: 500, body: { error: "INTERNAL_ERROR", message: apiErrorMessage("INTERNAL_ERROR") } };
}

const STATUS_TO_TRPC: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
};

/** The tRPC code matching an HTTP status, so tRPC clients see a 409 as CONFLICT, not a crash. */
export function trpcCodeForStatus(status: number): { key: TRPC_ERROR_CODE_KEY; number: number } {
  const key = STATUS_TO_TRPC[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
  return { key, number: TRPC_ERROR_CODES_BY_KEY[key] };
}
