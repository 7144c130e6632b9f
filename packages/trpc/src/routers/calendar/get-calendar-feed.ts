import { findFeedUrl } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { calendarFeedInput, calendarFeedResponse, feedKind } from "./calendar-feed.types.ts";

export const getCalendarFeedRoute = authedProcedure
  .meta({
    errors: ["FORBIDDEN"],
    openapi: {
      method: "GET",
      path: "/calendar/feed",
      tags: ["calendar"],
      summary: "The caller's private calendar feed URL in this tenant, if one is open",
    },
  })
  .input(calendarFeedInput)
  .output(calendarFeedResponse)
  .query(async ({ ctx, input }) => ({
    url: await findFeedUrl(
      ctx.scoped,
      ctx.deps.config,
      ctx.tenant.id,
      { userId: ctx.user.id, role: ctx.membership?.role ?? null },
      feedKind(input.kind),
    ),
  }));
