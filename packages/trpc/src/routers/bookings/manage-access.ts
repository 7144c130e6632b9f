// Who may act on one booking as its customer (issue 25.4): the holder of its manage link (header
// X-Booking-Token: the token of `?t=` in the link), or the signed-in customer whose booking it is.
// A link acts as the booking's customer and on that booking only: its signature names the tenant
// and the booking, so another booking's id, another tenant (X-Tenant / domain) or a changed token
// is MANAGE_LINK_INVALID; a link past its expiry, or of a booking that has ended or was cancelled,
// is MANAGE_LINK_EXPIRED. Without a link the core functions check that the booking is the
// caller's (someone else's is BOOKING_NOT_FOUND).
import { z } from "zod";
import { AppError, isLiveStatus } from "@booking/contracts";
import { checkManageToken } from "@booking/core";
import { publicProcedure } from "../../init.ts";

export const MANAGE_TOKEN_HEADER = "x-booking-token";

export const manageTokenHeaders = z.object({
  [MANAGE_TOKEN_HEADER]: z.string().optional().meta({
    description:
      "The token of a booking's manage link (`?t=` of /webapp/{tenant}/my-bookings/{id}); acts on that booking without a session",
  }),
});

/** The errors the access check itself can answer. */
export const MANAGE_ACCESS_ERRORS = ["MANAGE_LINK_INVALID", "MANAGE_LINK_EXPIRED", "BOOKING_NOT_FOUND", "UNAUTHORIZED"] as const;

const idOf = z.object({ id: z.uuid() });

/**
 * `ctx.customerId`: whose booking the caller acts on (the link's booking's customer, or the
 * signed-in user); `ctx.viaLink`: a manage link opened it (answers then carry a fresh token).
 */
export const manageBookingProcedure = publicProcedure.use(async ({ ctx, getRawInput, next }) => {
  const raw = ctx.headers[MANAGE_TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  const now = new Date();
  if (token !== undefined && token !== "") {
    // A malformed id is the input parser's to answer; a link cannot name it anyway.
    const parsed = idOf.safeParse(await getRawInput());
    if (!parsed.success) throw new AppError("VALIDATION_ERROR", "id: Invalid id");
    const bookingId = parsed.data.id;
    const check = checkManageToken(ctx.deps.config.appSecret, { tenantId: ctx.tenant.id, bookingId }, token, now);
    if (check === "invalid") throw new AppError("MANAGE_LINK_INVALID");
    const booking = await ctx.scoped.booking.findUnique({ where: { id: bookingId }, select: { userId: true, status: true, endsAt: true } });
    if (!booking) throw new AppError("MANAGE_LINK_INVALID");
    if (check === "expired" || !isLiveStatus(booking.status) || booking.endsAt <= now) throw new AppError("MANAGE_LINK_EXPIRED");
    return next({ ctx: { customerId: booking.userId, viaLink: true, now } });
  }
  if (!ctx.user) throw new AppError(ctx.telegramExpired ? "TELEGRAM_INIT_DATA_EXPIRED" : "UNAUTHORIZED");
  return next({ ctx: { customerId: ctx.user.id, viaLink: false, now } });
});
