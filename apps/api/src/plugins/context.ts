import type { FastifyRequest } from "fastify";
import { createContext, type Context, type ContextDeps } from "@booking/trpc";

export function contextFor(deps: ContextDeps, request: FastifyRequest): Promise<Context> {
  return createContext(deps, { headers: request.headers, ip: request.ip });
}
