import { revokeFeed } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { calendarFeedInput, feedKind, revokeCalendarFeedResponse } from "./calendar-feed.types.ts";

export const revokeCalendarFeedRoute = authedProcedure
  .meta({
    openapi: {
      method: "DELETE",
      path: "/calendar/feed",
      tags: ["calendar"],
      summary: "Revoke the caller's calendar feed URL (calendar apps then get 404)",
    },
  })
  .input(calendarFeedInput)
  .output(revokeCalendarFeedResponse)
  .mutation(async ({ ctx, input }) => ({ revoked: await revokeFeed(ctx.scoped, ctx.tenant.id, ctx.user.id, feedKind(input.kind)) }));
