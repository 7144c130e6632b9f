import { router } from "../../init.ts";
import { getCalendarFeedRoute } from "./get-calendar-feed.ts";
import { openCalendarFeedRoute } from "./open-calendar-feed.ts";
import { revokeCalendarFeedRoute } from "./revoke-calendar-feed.ts";

export const calendarRouter = router({
  feed: getCalendarFeedRoute,
  openFeed: openCalendarFeedRoute,
  revokeFeed: revokeCalendarFeedRoute,
});
