import { router } from "../../init.ts";
import { getScheduleRoute } from "./get-schedule.ts";
import { saveScheduleRoute } from "./save-schedule.ts";
import { applyScheduleRoute } from "./apply-schedule.ts";
import { previewScheduleRoute } from "./preview-schedule.ts";

export const adminScheduleRouter = router({
  get: getScheduleRoute,
  save: saveScheduleRoute,
  applyNow: applyScheduleRoute,
  preview: previewScheduleRoute,
});
