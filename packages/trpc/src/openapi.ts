// The OpenAPI document (served at /api/openapi.json): trpc-to-openapi writes paths, parameters,
// request bodies and success schemas from the procedures; the responses are then rewritten from our
// typed meta (procedures.ts), because the library's defaults describe tRPC's own error shape
// (`{message, code, issues}`) and a 200 for everything. What the document says is pinned against
// real answers by tests/foundation/openapi-conformance.test.ts.
import { generateOpenApiDocument } from "trpc-to-openapi";
import { ERROR_STATUS, type ErrorCode } from "@booking/contracts";
import { appRouter } from "./router.ts";
import { IDEMPOTENCY_PARAMETER } from "./idempotency.ts";
import { errorCodesOf, restOperations, type RestOperation } from "./procedures.ts";

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not authenticated",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Body too large",
  415: "Unsupported content type",
  429: "Too many requests",
  431: "Headers too large",
  500: "Internal error",
  502: "A provider failed",
};

/** `{ error, message, field? }` with the codes this status can carry for this operation. */
function errorResponse(status: number, codes: ErrorCode[]): Json {
  return {
    description: `${STATUS_TEXT[status] ?? "Error"}: ${codes.join(", ")}`,
    ...(status === 429
      ? { headers: { "Retry-After": { description: "Seconds until the limit resets", schema: { type: "integer" } } } }
      : {}),
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["error", "message"],
          additionalProperties: false,
          properties: {
            error: { type: "string", enum: codes, description: "Stable code (translated by the client)" },
            message: { type: "string", description: "English text for people" },
            field: { type: "string", description: "The input field at fault, for validation errors" },
          },
        },
      },
    },
  };
}

export function responsesOf(operation: RestOperation, success: Json): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(operation)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return {
    [operation.successStatus]: { ...success, description: operation.successStatus === 201 ? "Created" : "OK" },
    ...Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, errorResponse(status, codes)])),
  };
}

/** A file answer (meta `download`): the content itself, with its Content-Disposition. */
function fileResponse(type: string): Json {
  return {
    headers: { "Content-Disposition": { description: 'attachment; filename="…"', schema: { type: "string" } } },
    content: { [type]: { schema: { type: "string", description: "UTF-8 with a byte order mark (Excel), CRLF lines" } } },
  };
}

/** Moves `queryFields` of a body operation from the JSON body to query parameters. */
function moveToQuery(operation: Json, fields: readonly string[]) {
  const schema = ((operation.requestBody as Json | undefined)?.content as Json | undefined)?.["application/json"] as
    | { schema?: Json }
    | undefined;
  const properties = schema?.schema?.properties as Record<string, Json> | undefined;
  if (!properties) return;
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  for (const name of fields) {
    const property = properties[name];
    if (!property) continue;
    delete properties[name];
    const { description, ...propertySchema } = property;
    parameters.push({ in: "query", name, required: false, ...(description ? { description } : {}), schema: propertySchema });
  }
  operation.parameters = parameters;
}

/** A DELETE's query parameters (the library's rule for DELETE), documented as its JSON body instead. */
function moveToBody(operation: Json) {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const query = parameters.filter((parameter) => parameter.in === "query");
  if (query.length === 0) return;
  const properties = Object.fromEntries(
    query.map((parameter) => [parameter.name as string, { ...(parameter.schema as Json), description: parameter.description }]),
  );
  const required = query.filter((parameter) => parameter.required).map((parameter) => parameter.name as string);
  operation.parameters = parameters.filter((parameter) => parameter.in !== "query");
  operation.requestBody = {
    required: required.length > 0,
    content: { "application/json": { schema: { type: "object", properties, ...(required.length > 0 ? { required } : {}) } } },
  };
}

/** The REST surface generated from the same procedures. */
export function openApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: "Booking platform API",
    version: "1.0.0",
    baseUrl,
    description:
      "Multi-tenant booking API. Tenant: header `X-Tenant: <slug>` (else the custom domain in Host, else `default`). " +
      "Auth: `Authorization: Bearer <token>`; Telegram identity: `X-Telegram-Init-Data: <raw init data>`. " +
      "API keys (PROFESSIONAL+, created at POST /api/account/api-keys): `Authorization: Bearer bk_...`, bound to the key's " +
      "tenant (X-Tenant may be left out; at a custom domain the Host's tenant decides; another tenant is 403 API_KEY_WRONG_TENANT), " +
      "limited per key (429), refused while " +
      "the plan lacks API access (403 PLAN_API_NOT_ALLOWED); a key calls public operations and those whose `x-api-key-scope` " +
      "it holds, anything else is 403 API_KEY_SCOPE. " +
      "Errors: `{ error, message, field? }` with a stable code; each operation lists the codes it can answer per status.",
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer", description: "A session token from a login" },
      apiKey: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "bk_<43 base64url characters>",
        description: "An API key of the tenant (scopes: bookings:read, bookings:write, content:manage)",
      },
      telegramInitData: { type: "apiKey", in: "header", name: "X-Telegram-Init-Data" },
    },
  });
  for (const operation of restOperations(appRouter)) {
    const entry = document.paths?.[operation.openapiPath]?.[operation.method.toLowerCase() as "get"] as Json | undefined;
    if (!entry) throw new Error(`OpenAPI document lacks ${operation.method} ${operation.openapiPath}`);
    const success = (entry.responses as Record<string, Json>)["200"]!;
    entry.responses = responsesOf(operation, operation.meta.download ? fileResponse(operation.meta.download) : success);
    if (operation.meta.queryFields) moveToQuery(entry, operation.meta.queryFields);
    if (operation.meta.bodyOnDelete) moveToBody(entry);
    if (operation.meta.idempotent) entry.parameters = [IDEMPOTENCY_PARAMETER, ...((entry.parameters as Json[] | undefined) ?? [])];
    if (operation.meta.apiScope) {
      entry["x-api-key-scope"] = operation.meta.apiScope;
      entry.security = [{ bearer: [] }, { apiKey: [operation.meta.apiScope] }];
    }
  }
  // The library registers its own error shapes as components; nothing refers to them any more.
  const schemas = document.components?.schemas as Record<string, unknown> | undefined;
  for (const name of Object.keys(schemas ?? {})) if (name.startsWith("error.")) delete schemas![name];
  return document;
}
