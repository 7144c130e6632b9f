// tRPC initialisation, sectioned as in create-t3-turbo: 1. context and meta, 2. init with the error
// formatter, 3. procedure builders narrowing the context step by step.
import { initTRPC, TRPCError } from "@trpc/server";
import { AppError } from "@booking/contracts";
import { countBookingLimited, expertIdOf, PROCESS_CALL_COUNTERS, takeCalls, type IdempotentAnswer } from "@booking/core";
import type { Context } from "./context.ts";
import { toHttpError, trpcCodeForStatus } from "./errors.ts";
import { runIdempotent } from "./idempotency.ts";
import { pathOfNulCharacter } from "./input-guard.ts";
import { limitedPerCaller, type ProcedureMeta, type RateLimitHint } from "./procedures.ts";

// 1. meta: typed in procedures.ts (`openapi` exposes a procedure as REST at the spec's path,
// `successStatus`, `errors`, `rateLimit`); the builders below set `access`.

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
export const middleware = t.middleware;

// 3. procedures
/** Anyone; the tenant is resolved. Tenant-owned data goes through `ctx.scoped`. */
/**
 * A cap counted once the caller is known (issue 29.1): per account wherever there is one (every
 * session and every Telegram login of it share the bucket), else per Telegram user, else per IP.
 * One bucket per procedure, shared by its REST route and its tRPC call; each call of a batch counts.
 */
async function takeCallerLimit(ctx: Context, path: string, hint: RateLimitHint, anonymous: boolean): Promise<void> {
  const max = ctx.limitOverrides[path] ?? hint.max;
  if (max === 0) return;
  const caller = ctx.user && !anonymous ? `user:${ctx.user.id}` : ctx.telegram ? `telegram:${ctx.telegram.user.id}` : `ip:${ctx.ip}`;
  try {
    await takeCalls(ctx.deps.counters ?? PROCESS_CALL_COUNTERS, `${path}:${caller}`, { max, windowMs: hint.windowMs });
  } catch (error) {
    // booking_outcomes_total counts attempts the limit refused too (the others count in the procedure).
    if (path === "bookings.create") countBookingLimited();
    throw error;
  }
}

export const publicProcedure = t.procedure.meta({ access: "public" }).use(async ({ ctx, meta, path, next, getRawInput }) => {
  // An API key calls the operations its scopes name (meta.apiScope) as its creator, and public
  // ones as nobody (so none of them reveals the creator's account); everything else is refused.
  let anonymous = false;
  if (ctx.apiKey && !(meta?.apiScope && ctx.apiKey.scopes.includes(meta.apiScope))) {
    if (meta?.access !== "public") {
      throw new AppError(
        "API_KEY_SCOPE",
        meta?.apiScope ? `This API key lacks the scope ${meta.apiScope}` : "API keys cannot call this operation",
      );
    }
    anonymous = true;
  }
  if (meta && limitedPerCaller(meta)) await takeCallerLimit(ctx, path, meta.rateLimit!, anonymous);
  const nulAt = pathOfNulCharacter(await getRawInput());
  if (nulAt !== null) throw new AppError("VALIDATION_ERROR", `${nulAt || "input"}: text must not contain NUL characters`);
  return anonymous ? next({ ctx: { user: null, membership: null } }) : next();
});

/** Requests carrying valid Telegram init data (identity from the signature, never the body). */
export const telegramProcedure = publicProcedure.meta({ access: "telegram" }).use(({ ctx, next }) => {
  if (!ctx.telegram) throw new AppError(ctx.telegramExpired ? "TELEGRAM_INIT_DATA_EXPIRED" : "noTelegramData");
  return next({ ctx: { telegram: ctx.telegram } });
});

/** A logged-in user (Bearer session, or Telegram identity linked to an account). */
export const authedProcedure = publicProcedure.meta({ access: "user" }).use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError(ctx.telegramExpired ? "TELEGRAM_INIT_DATA_EXPIRED" : "UNAUTHORIZED");
  return next({ ctx: { user: ctx.user } });
});

/**
 * A logged-in user acting on their platform-wide account (profile, password, language, their
 * tenants, new tenants, Telegram linking). A tenant's own bot is vouched for only by that tenant's
 * owner, who holds its token and can sign any Telegram id: its init data may act inside its tenant
 * (book, see one's bookings there), never here. A Bearer session or the platform bot's init data
 * is needed (README "Identity"; tests/identity/tenant-bot-scope.test.ts lists every procedure).
 */
export const globalAccountProcedure = authedProcedure.meta({ scope: "global" }).use(({ ctx, next }) => {
  if (!ctx.session && ctx.telegram && !ctx.telegram.isPlatformBot) throw new AppError("TENANT_BOT_SCOPE");
  return next();
});

/** A member of the request's tenant (any role). */
export const memberProcedure = authedProcedure.meta({ access: "member" }).use(({ ctx, next }) => {
  if (!ctx.membership) throw new AppError("FORBIDDEN");
  return next({ ctx: { membership: ctx.membership } });
});

/** ADMIN (or OWNER) of the request's tenant: everything under /api/admin. An EXPERT is not. */
export const adminProcedure = memberProcedure.meta({ access: "admin" }).use(({ ctx, next }) => {
  if (ctx.membership.role !== "OWNER" && ctx.membership.role !== "ADMIN") throw new AppError("FORBIDDEN");
  return next();
});

/** An EXPERT member of the request's tenant: their own desk under /api/expert (issue 16.2). */
export const expertProcedure = memberProcedure.meta({ access: "member" }).use(async ({ ctx, next }) => {
  if (ctx.membership.role !== "EXPERT") throw new AppError("FORBIDDEN");
  return next({ ctx: { expertId: await expertIdOf(ctx.scoped, ctx.user.id) } });
});

/** The tenant's OWNER: the account area. */
export const ownerProcedure = memberProcedure.meta({ access: "owner" }).use(({ ctx, next }) => {
  if (ctx.membership.role !== "OWNER") throw new AppError("FORBIDDEN");
  return next();
});

// Idempotent creates (issue 15.10): the Idempotency-Key is claimed after the access checks of the
// builder it extends (a caller who may not create never holds a key) and before input parsing (the
// raw input is what identifies the request). Meta `idempotent` documents the header and its errors.
const idempotency = t.middleware(({ ctx, path, getRawInput, next }) => {
  // Keyed calls get the claim to answer in the create's own transaction (ctx.idempotency).
  const run = (answer: IdempotentAnswer | undefined) => next({ ctx: { idempotency: answer } });
  return runIdempotent({
    ctx,
    path,
    getRawInput,
    next: run,
    // A replay skips the rest of the chain: the stored answer, in the shape tRPC's own resolver returns.
    replay: (data) => ({ marker: "middlewareMarker", ok: true, data, ctx }) as unknown as Awaited<ReturnType<typeof run>>,
  });
});

/** A logged-in user's create that a double submit must not repeat (POST /bookings, waitlist join and claim). */
export const idempotentAuthedProcedure = authedProcedure.meta({ idempotent: true }).use(idempotency);
/** An admin's create (services, news, articles, availability, phone-in bookings). */
export const idempotentAdminProcedure = adminProcedure.meta({ idempotent: true }).use(idempotency);
/** An owner's create (invitations, API keys, webhooks). */
export const idempotentOwnerProcedure = ownerProcedure.meta({ idempotent: true }).use(idempotency);
/** An expert's create (their own availability). */
export const idempotentExpertProcedure = expertProcedure.meta({ idempotent: true }).use(idempotency);

export { TRPCError };
