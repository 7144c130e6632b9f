// Every failure leaves as `{ error, message }` with a 4xx for bad input; a 500 never carries a
// stack trace and is logged with the request id.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { AppError, type ErrorCode } from "@booking/contracts";
import { isDatabaseUnavailable } from "@booking/db";
import { apiErrorMessage } from "@booking/i18n/server/api-messages";
import { toHttpError, type HttpError } from "@booking/trpc";
import { reportUnavailable } from "./unavailable.ts";

const FASTIFY_ERRORS: Record<string, HttpError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type must be application/json" },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { error: "PAYLOAD_TOO_LARGE", message: "Request body is too large" } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, body: { error: "VALIDATION_ERROR", message: "Invalid Content-Length" } },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: "INVALID_JSON", message: "Body must not be empty when Content-Type is application/json" },
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { error: "INVALID_JSON", message: "Body is not valid JSON" } },
  // Routing failures (reach us through Fastify's `frameworkErrors` option, see server.ts).
  FST_ERR_BAD_URL: { status: 400, body: { error: "VALIDATION_ERROR", message: "Malformed URL" } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, body: { error: "VALIDATION_ERROR", message: "A path parameter is too long" } },
};

const GENERIC_BY_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  408: "REQUEST_TIMEOUT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  431: "HEADERS_TOO_LARGE",
};

/** A client that went away mid-body (Node's "aborted", ECONNRESET): its fault, not a 500. */
const ABORTED: HttpError = { status: 400, body: { error: "VALIDATION_ERROR", message: "The request was aborted" } };

export function httpErrorOf(error: FastifyError): HttpError {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  // Node's client abort is `Error("aborted")` (code ECONNRESET); a database connection reset
  // (pg's "read ECONNRESET", "Connection terminated") is an outage: 503, not the client's fault.
  if (error.code === "ECONNABORTED" || error.message === "aborted") return ABORTED;
  if (isDatabaseUnavailable(error)) return toHttpError(error);
  if (error.code === "ECONNRESET") return ABORTED;
  // JSON.parse failures surface as SyntaxError with statusCode 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { status: 400, body: { error: "INVALID_JSON", message: "Body is not valid JSON" } };
  }
  if (error.statusCode === 429) return { status: 429, body: { error: "RATE_LIMITED", message: apiErrorMessage("RATE_LIMITED") } };
  // Any other Fastify 4xx keeps its status under the generic code of that status.
  const generic = error.code?.startsWith("FST_") && error.statusCode !== undefined ? GENERIC_BY_STATUS[error.statusCode] : undefined;
  if (generic) return { status: error.statusCode!, body: { error: generic, message: error.message } };
  return toHttpError(error);
}

/** For Fastify's `frameworkErrors` option: routing failures get the same `{ error, message }` body. */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = httpErrorOf(error);
  reply.status(status).send(body);
}

/** Node's HTTP parser failures, answered before any route runs (Fastify's `clientErrorHandler`). */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: "HEADERS_TOO_LARGE", message: "Request headers are too large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "REQUEST_TIMEOUT", message: "The request took too long to arrive" },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, code: "VALIDATION_ERROR", message: "Invalid Content-Length" },
  HPE_UNEXPECTED_CONTENT_LENGTH: { status: 400, code: "VALIDATION_ERROR", message: "Invalid Content-Length" },
};
const MALFORMED = { status: 400, code: "VALIDATION_ERROR", message: "Malformed HTTP request" } as const;

/** Fastify's default writes its own `{error, message, statusCode}`; ours writes the API's shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, code, message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify({ error: code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Seconds until a limit that refused the call lets it through (AppError RATE_LIMITED details), if known. */
export function retryAfterOf(error: unknown): number | undefined {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  const seconds = cause instanceof AppError ? cause.details?.retryAfterSeconds : undefined;
  return typeof seconds === "number" ? seconds : undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = httpErrorOf(error);
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) reply.header("retry-after", retryAfter);
    // A database outage is logged once for all its requests (unavailable.ts), anything else here.
    if (status >= 500 && !reportUnavailable(request.server, error)) request.log.error({ err: error }, "request failed");
    // The id a user can quote to support, found on every log line of the request.
    reply.status(status).send(status >= 500 ? { ...body, requestId: request.id } : body);
  });
}
