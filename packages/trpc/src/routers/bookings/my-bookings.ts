import { listCustomerBookings } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { customerAnswers } from "./customer-answer.ts";
import { myBookingsResponse } from "./my-bookings.types.ts";

export const myBookingsRoute = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/bookings/my",
      tags: ["bookings"],
      summary: "The caller's bookings in this tenant, latest first, each with what they may still do with it",
    },
  })
  .output(myBookingsResponse)
  .query(async ({ ctx }) => {
    const now = new Date();
    return customerAnswers(ctx, await listCustomerBookings(ctx.scoped, ctx.tenant, ctx.user.id, now), now);
  });
