import { router } from "../../init.ts";
import { expertGenerateRoute } from "./generate.ts";
import { expertBookingsRoute } from "./my-bookings.ts";
import { expertSlotsRoute } from "./my-slots.ts";
import { expertSetStatusRoute } from "./set-status.ts";
import { expertDeleteSlotRoute } from "./delete-slot.ts";
import { expertRescheduleRoute } from "./reschedule.ts";
import { expertGetScheduleRoute } from "./get-schedule.ts";
import { expertSaveScheduleRoute } from "./save-schedule.ts";
import { expertApplyScheduleRoute } from "./apply-schedule.ts";
import { expertPreviewScheduleRoute } from "./preview-schedule.ts";

/** /api/expert: an EXPERT member's own bookings, slots and weekly schedule (issues 16.2, 15.3). */
export const expertDeskRouter = router({
  bookings: expertBookingsRoute,
  setStatus: expertSetStatusRoute,
  reschedule: expertRescheduleRoute,
  slots: expertSlotsRoute,
  generate: expertGenerateRoute,
  deleteSlot: expertDeleteSlotRoute,
  schedule: router({
    get: expertGetScheduleRoute,
    save: expertSaveScheduleRoute,
    applyNow: expertApplyScheduleRoute,
    preview: expertPreviewScheduleRoute,
  }),
});
