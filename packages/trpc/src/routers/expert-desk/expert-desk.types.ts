import { z } from "zod";
import { deleteSlotInput } from "../availability/delete-slot.types.ts";
import { SCHEDULE_ERRORS } from "../schedule/schedule.types.ts";

// The EXPERT's own desk (issue 16.2): the admin shapes, bound to the caller's expert.
export {
  adminListBookingsInput as expertBookingsInput,
  adminListBookingsResponse as expertBookingsResponse,
} from "../bookings/admin-list-bookings.types.ts";
export {
  adminSetStatusInput as expertSetStatusInput,
  adminSetStatusResponse as expertSetStatusResponse,
} from "../bookings/admin-set-status.types.ts";
export { listSlotsInput as expertSlotsInput, listSlotsResponse as expertSlotsResponse } from "../availability/list-slots.types.ts";
export {
  generateSlotsInput as expertGenerateInput,
  generateSlotsResponse as expertGenerateResponse,
} from "../availability/generate-slots.types.ts";
export {
  scheduleQueryInput as expertScheduleQueryInput,
  scheduleView as expertScheduleView,
  scheduleSaveInput as expertScheduleSaveInput,
} from "../schedule/schedule.types.ts";
export {
  scheduleSaveResponse as expertScheduleSaveResponse,
  applyResult as expertApplyResult,
  schedulePreviewResponse as expertSchedulePreviewResponse,
} from "../schedule/schedule.types.ts";
export const EXPERT_SCHEDULE_ERRORS = [...SCHEDULE_ERRORS, "NOT_YOUR_EXPERT_PROFILE"] as const;
export const expertDeleteSlotResponse = z.object({ deleted: z.literal(true) });
export const expertDeleteSlotInput = deleteSlotInput.pick({ id: true });
export {
  adminRescheduleInput as expertRescheduleInput,
  adminRescheduleResponse as expertRescheduleResponse,
} from "../bookings/admin-reschedule.types.ts";
