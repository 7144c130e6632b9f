// REST at the spec's /api paths, served from the same tRPC procedures (their `openapi` meta), so
// each operation is written once. Fastify does the HTTP part (routing, JSON, body limits, 415s);
// the procedure does validation and work; errors go through the shared error handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyProcedure } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { AppError } from "@booking/contracts";
import { appRouter, createCallerFactory, type ContextDeps } from "@booking/trpc";
import { contextFor } from "./context.ts";
import { procedureRateLimits, type ProcedureRateLimiter } from "./rate-limits.ts";

const createCaller = createCallerFactory(appRouter);

interface RestOperation {
  procedurePath: string;
  procedure: AnyProcedure;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  successStatus: number;
}

export function restOperations(): RestOperation[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi) return [];
    return [{
      procedurePath,
      procedure,
      method: openapi.method,
      url: `/api${openapi.path.replace(/\{(\w+)\}/g, ":$1")}`,
      successStatus: openapi.successDescription === "Created" ? 201 : 200,
    }];
  });
}

function inputOf(procedure: AnyProcedure, request: FastifyRequest): Record<string, unknown> | undefined {
  if (procedure._def.inputs.length === 0) return undefined;
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("VALIDATION_ERROR", "Body must be a JSON object");
  }
  // Query first, then body, then path: the path decides which resource is meant.
  return { ...(request.query as object), ...body, ...(request.params as object) };
}

export async function registerRest(app: FastifyInstance, deps: ContextDeps, limit: ProcedureRateLimiter) {
  const limited = procedureRateLimits();
  for (const operation of restOperations()) {
    app.route({
      method: operation.method,
      url: operation.url,
      ...(limited.has(operation.procedurePath) ? { onRequest: (request: FastifyRequest, reply: FastifyReply) => limit(request, reply, [operation.procedurePath]) } : {}),
      handler: async (request, reply) => {
        const caller = createCaller(await contextFor(deps, request));
        const procedure = operation.procedurePath.split(".").reduce<unknown>(
          (node, key) => (node as Record<string, unknown>)[key],
          caller,
        ) as (input: unknown) => Promise<unknown>;
        const result = await procedure(inputOf(operation.procedure, request));
        reply.status(operation.successStatus);
        return result ?? null;
      },
    });
  }
}
