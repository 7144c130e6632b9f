// REST at the spec's /api paths, served from the same tRPC procedures (their `openapi` meta), so
// each operation is written once. Fastify does the HTTP part (routing, JSON, body limits, 415s);
// the procedure does validation and work; errors go through the shared error handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "@booking/contracts";
import { appRouter, callProcedure, restOperations as operationsOf, type ContextDeps, type RestOperation } from "@booking/trpc";
import { contextFor } from "./context.ts";
import { procedureRateLimits, type ProcedureRateLimiter } from "./rate-limits.ts";

/** The REST operations of the app router (method, spec path, success status: @booking/trpc procedures.ts). */
export function restOperations(): RestOperation[] {
  return operationsOf(appRouter);
}

function inputOf(operation: RestOperation, request: FastifyRequest): Record<string, unknown> | undefined {
  if (!operation.takesInput) return undefined;
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("VALIDATION_ERROR", "Body must be a JSON object");
  }
  // Query first, then body, then path: the path decides which resource is meant.
  return { ...(request.query as object), ...body, ...(request.params as object) };
}

interface DownloadFile {
  filename: string;
  content: string;
}

/** A file answer (meta `download`): the content as is, saved under `filename` by browsers. */
function sendFile(reply: FastifyReply, type: string, file: DownloadFile) {
  const ascii = file.filename.replace(/[^\w.-]/g, "_");
  reply.header("content-type", `${type}; charset=utf-8`);
  reply.header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  reply.header("cache-control", "no-store");
  return reply.send(file.content);
}

export async function registerRest(app: FastifyInstance, deps: ContextDeps, limit: ProcedureRateLimiter) {
  const limited = procedureRateLimits();
  for (const operation of restOperations()) {
    app.route({
      method: operation.method,
      url: operation.url,
      ...(limited.has(operation.path)
        ? { onRequest: (request: FastifyRequest, reply: FastifyReply) => limit(request, reply, [operation.path]) }
        : {}),
      handler: async (request, reply) => {
        const ctx = await contextFor(deps, request);
        const input = inputOf(operation, request);
        const result = await callProcedure(appRouter, {
          path: operation.path,
          type: operation.type,
          ctx,
          batchIndex: 0,
          getRawInput: async () => input,
        });
        reply.status(operation.successStatus);
        if (operation.meta.download) return sendFile(reply, operation.meta.download, result as DownloadFile);
        return result ?? null;
      },
    });
  }
}
