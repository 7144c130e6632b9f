export { appRouter, type AppRouter } from "./router.ts";
export { createContext, type Context, type ContextDeps, type RequestInfo } from "./context.ts";
export { toHttpError, type HttpError } from "./errors.ts";
export { openApiDocument } from "./openapi.ts";
export { MAX_BATCH_SIZE } from "./rate-limits.ts";
export {
  callProcedure,
  errorCodesOf,
  errorShapeOf,
  hasTransformer,
  limitedPerCaller,
  procedureTable,
  rateLimitsOf,
  restOperations,
  type Access,
  type PathResource,
  type ProcedureEntry,
  type ProcedureMeta,
  type RateLimitHint,
  type RestOperation,
} from "./procedures.ts";
