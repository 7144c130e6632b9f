import { router } from "../../init.ts";
import { expertGenerateRoute } from "./generate.ts";
import { expertBookingsRoute } from "./my-bookings.ts";
import { expertSlotsRoute } from "./my-slots.ts";
import { expertSetStatusRoute } from "./set-status.ts";

/** /api/expert: an EXPERT member's own bookings and schedule (issue 16.2). */
export const expertDeskRouter = router({
  bookings: expertBookingsRoute,
  setStatus: expertSetStatusRoute,
  slots: expertSlotsRoute,
  generate: expertGenerateRoute,
});
