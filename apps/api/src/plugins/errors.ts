// Every failure leaves as `{ error, message }` with a 4xx for bad input; a 500 never carries a
// stack trace and is logged with the request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { toHttpError, type HttpError } from "@booking/trpc";

const FASTIFY_ERRORS: Record<string, HttpError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, body: { error: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type must be application/json" } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { error: "PAYLOAD_TOO_LARGE", message: "Request body is too large" } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, body: { error: "VALIDATION_ERROR", message: "Invalid Content-Length" } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { error: "INVALID_JSON", message: "Body must not be empty when Content-Type is application/json" } },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { error: "INVALID_JSON", message: "Body is not valid JSON" } },
  // Routing failures (reach us through Fastify's `frameworkErrors` option, see server.ts).
  FST_ERR_BAD_URL: { status: 400, body: { error: "VALIDATION_ERROR", message: "Malformed URL" } },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, body: { error: "VALIDATION_ERROR", message: "A path parameter is too long" } },
};

export function httpErrorOf(error: FastifyError): HttpError {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  // JSON.parse failures surface as SyntaxError with statusCode 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { status: 400, body: { error: "INVALID_JSON", message: "Body is not valid JSON" } };
  }
  if (error.statusCode === 429) return { status: 429, body: { error: "RATE_LIMITED", message: "Too many requests, try again later" } };
  return toHttpError(error);
}

/** For Fastify's `frameworkErrors` option: routing failures get the same `{ error, message }` body. */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = httpErrorOf(error);
  reply.status(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = httpErrorOf(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.status(status).send(body);
  });
}
