// tRPC's HTTP protocol (`/trpc/<path>`) on two Fastify routes. @trpc/server's Fastify adapter
// turns every request into a fetch Request and its answer into a fetch Response (Headers, URL,
// AbortSignals, a body stream read back): the bench measured a tRPC call at ~2× the CPU of the
// same REST call, and the mini app speaks tRPC. This handler does what the adapter did for the
// subset our client uses, on Fastify's own parsed request: queries by GET (`?input=` JSON),
// mutations by POST (JSON body), batches (`?batch=1`, inputs keyed by index), plain JSON (no
// transformer), no subscriptions or streaming. Answers, error shapes and statuses are tRPC's:
// `{result: {data}}` or `{error: <formatted shape>}`, an array for a batch, 207 when its statuses differ.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError, getTRPCErrorFromUnknown } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import {
  appRouter,
  callProcedure,
  errorShapeOf,
  hasTransformer,
  procedureTable,
  toHttpError,
  type ContextDeps,
  type ProcedureEntry,
} from "@booking/trpc";
import { contextFor } from "./context.ts";
import { reportUnavailable } from "./unavailable.ts";
import { retryAfterOf } from "./errors.ts";

type Method = "GET" | "POST";
const METHOD_OF: Record<ProcedureEntry["type"], Method | undefined> = { query: "GET", mutation: "POST", subscription: undefined };

interface CallAnswer {
  json: { result: { data: unknown } } | { error: unknown };
}

function inputsOf(request: FastifyRequest, isBatch: boolean): () => Record<number, unknown> {
  let inputs: Record<number, unknown> | undefined;
  return () => {
    if (inputs) return inputs;
    let raw: unknown;
    if (request.method === "GET") {
      const text = (request.query as Record<string, string | undefined>).input;
      try {
        raw = text === undefined ? undefined : JSON.parse(text);
      } catch (cause) {
        throw new TRPCError({ code: "PARSE_ERROR", message: "`input` is not valid JSON", cause });
      }
    } else {
      // The client sends `content-type: application/json` with no body for a mutation without input.
      const text = request.body as string | undefined;
      try {
        raw = text ? JSON.parse(text) : undefined;
      } catch (cause) {
        throw new TRPCError({ code: "PARSE_ERROR", message: "The body is not valid JSON", cause });
      }
    }
    if (!isBatch) {
      inputs = { 0: raw };
      return inputs;
    }
    if (raw !== undefined && (typeof raw !== "object" || raw === null || Array.isArray(raw))) {
      throw new TRPCError({ code: "BAD_REQUEST", message: '"input" needs to be an object when doing a batch call' });
    }
    inputs = (raw ?? {}) as Record<number, unknown>;
    return inputs;
  };
}

export async function registerTrpcHttp(app: FastifyInstance, deps: ContextDeps) {
  if (hasTransformer(appRouter)) throw new Error("trpc-http sends plain JSON: the router must not use a transformer");
  const procedures = new Map(procedureTable(appRouter).map((entry) => [entry.path, entry]));

  const handle = async (request: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) => {
    const isBatch = (request.query as Record<string, string | undefined>).batch === "1";
    const paths = isBatch ? request.params.path.split(",") : [request.params.path];
    const inputs = inputsOf(request, isBatch);
    // Created once for every call of the request; a failure (unknown tenant, bad session) is each call's error.
    const context = contextFor(deps, request).then(
      (ctx) => ({ ctx }),
      (cause: unknown) => ({ error: getTRPCErrorFromUnknown(cause) }),
    );

    const answers = await Promise.all(
      paths.map(async (path, index): Promise<CallAnswer> => {
        const entry = procedures.get(path);
        let ctx: unknown;
        let input: unknown;
        try {
          if (!entry) throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
          if (METHOD_OF[entry.type] !== request.method) {
            throw new TRPCError({
              code: "METHOD_NOT_SUPPORTED",
              message: `Unsupported ${request.method}-request to ${entry.type} procedure at path "${path}"`,
            });
          }
          const created = await context;
          if ("error" in created) throw created.error;
          ctx = created.ctx;
          const data = await callProcedure(appRouter, {
            path,
            type: entry.type,
            ctx,
            batchIndex: index,
            getRawInput: async () => (input = inputs()[index]),
          });
          return { json: { result: { data } } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          const retryAfter = retryAfterOf(error);
          if (retryAfter !== undefined) reply.header("retry-after", retryAfter);
          // Business errors (AppError, validation) are answers, not failures: log only real 5xx,
          // and a database outage once for all its requests (unavailable.ts).
          const failed = toHttpError(error).status >= 500;
          if (failed && !reportUnavailable(request.server, error)) request.log.error({ err: error, path }, "tRPC procedure failed");
          const shape = errorShapeOf(appRouter, { error, path, type: entry?.type ?? "unknown", ctx, input });
          // The id a user can quote to support, found on every log line of the request.
          if (failed) (shape as { data: Record<string, unknown> }).data.requestId = request.id;
          return { json: { error: shape } };
        }
      }),
    );

    const json = answers.map((answer) => answer.json);
    const body = isBatch ? json : json[0]!;
    reply.status(getHTTPStatusCode(body as Parameters<typeof getHTTPStatusCode>[0])).type("application/json");
    return reply.send(JSON.stringify(body));
  };

  await app.register(async (scope) => {
    // Encapsulated: here a JSON body arrives as text and is parsed per call (an empty one is no
    // input; a malformed one is that call's PARSE_ERROR, in tRPC's shape).
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.get("/trpc/:path", handle);
    scope.post("/trpc/:path", handle);
  });
}
