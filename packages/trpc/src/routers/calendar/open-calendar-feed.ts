import { openFeed } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { calendarFeedInput, calendarFeedResponse, feedKind } from "./calendar-feed.types.ts";

export const openCalendarFeedRoute = authedProcedure
  .meta({
    errors: ["FORBIDDEN"],
    openapi: {
      method: "POST",
      path: "/calendar/feed",
      tags: ["calendar"],
      summary: "Open the caller's private calendar feed (the same URL if one is open)",
    },
  })
  .input(calendarFeedInput)
  .output(calendarFeedResponse)
  .mutation(async ({ ctx, input }) => ({
    url: await openFeed(
      ctx.scoped,
      ctx.deps.config,
      ctx.tenant.id,
      { userId: ctx.user.id, role: ctx.membership?.role ?? null },
      feedKind(input.kind),
    ),
  }));
