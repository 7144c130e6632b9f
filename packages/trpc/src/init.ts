// tRPC initialisation, sectioned as in create-t3-turbo: 1. context and meta, 2. init with the error
// formatter, 3. procedure builders narrowing the context step by step.
import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { AppError } from "@booking/contracts";
import type { Context } from "./context.ts";
import { toHttpError, trpcCodeForStatus } from "./errors.ts";
import { pathOfNulCharacter } from "./input-guard.ts";

// 1. meta: `openapi` on a procedure exposes it as REST at the spec's path; `rateLimit` caps calls
// per client IP (apps/api applies it to the REST route and the tRPC call alike).
export interface RateLimitHint {
  max: number;
  windowMs: number;
}
export type ProcedureMeta = OpenApiMeta & { rateLimit?: RateLimitHint };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const { status, body } = toHttpError(error);
      const code = trpcCodeForStatus(status);
      return {
        ...shape,
        code: code.number as typeof shape.code,
        message: body.message,
        data: { code: code.key, httpStatus: status, path: shape.data.path, error: body.error, field: body.field },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. procedures
/** Anyone; the tenant is resolved. Tenant-owned data goes through `ctx.scoped`. */
export const publicProcedure = t.procedure.use(async ({ next, getRawInput }) => {
  const nulAt = pathOfNulCharacter(await getRawInput());
  if (nulAt !== null) throw new AppError("VALIDATION_ERROR", `${nulAt || "input"}: text must not contain NUL characters`);
  return next();
});

/** Requests carrying valid Telegram init data (identity from the signature, never the body). */
export const telegramProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.telegram) throw new AppError("noTelegramData");
  return next({ ctx: { telegram: ctx.telegram } });
});

/** A logged-in user (Bearer session, or Telegram identity linked to an account). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED");
  return next({ ctx: { user: ctx.user } });
});

/** A member of the request's tenant (any role). */
export const memberProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.membership) throw new AppError("FORBIDDEN");
  return next({ ctx: { membership: ctx.membership } });
});

/** ADMIN (or OWNER) of the request's tenant: everything under /api/admin. */
export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.membership.role === "CUSTOMER") throw new AppError("FORBIDDEN");
  return next();
});

/** The tenant's OWNER: the account area. */
export const ownerProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.membership.role !== "OWNER") throw new AppError("FORBIDDEN");
  return next();
});

export { TRPCError };
