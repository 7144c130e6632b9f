// The customer's own bookings as the procedures of this folder answer them (issue 25.4): the core
// view plus payment terms, the calendar file and, for a manage link, a fresh token.
import {
  bookingCalendarUrl,
  findCustomerBooking,
  isPayableBooking,
  manageToken,
  paymentTerms,
  type CustomerBookingView,
} from "@booking/core";
import { AppError, isLiveStatus } from "@booking/contracts";
import type { Context } from "../../context.ts";

type AnswerContext = Pick<Context, "scoped" | "sql" | "tenant" | "deps">;

export async function customerAnswers(ctx: AnswerContext, views: CustomerBookingView[], now: Date) {
  const terms = await paymentTerms(ctx.sql, ctx.tenant, now);
  return views.map((view) => ({
    ...view,
    canPay: terms.online && isPayableBooking(view),
    prepayment: terms.prepayment,
    calendarUrl: bookingCalendarUrl(ctx.deps.config, ctx.tenant.id, view.id),
  }));
}

/** One booking of `customerId` for its manage page; `viaLink`: with a fresh token while the link may still act on it. */
export async function manageAnswer(ctx: AnswerContext, customerId: string, bookingId: string, viaLink: boolean, now: Date) {
  const view = await findCustomerBooking(ctx.scoped, ctx.tenant, customerId, bookingId, now);
  if (!view) throw new AppError("BOOKING_NOT_FOUND");
  const [answer] = await customerAnswers(ctx, [view], now);
  const live = isLiveStatus(view.status) && new Date(view.endsAt) > now;
  const token =
    viaLink && live ? manageToken(ctx.deps.config.appSecret, { tenantId: ctx.tenant.id, bookingId }, new Date(view.endsAt)) : null;
  return { ...answer!, timeZone: ctx.tenant.timeZone, manageToken: token };
}
