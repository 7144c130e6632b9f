// The weekly schedule (issue 15.3): working hours per expert, laid out as slots, kept rolling.
export { weekdayIndex, scheduleDays, scheduleSlots, type StoredSchedule } from "./schedule-slots.ts";
export {
  applyExpertSchedule,
  getExpertSchedule,
  previewExpertSchedule,
  resolveExpertId,
  saveExpertSchedule,
  type ApplyResult,
  type ExpertScheduleView,
  type ScheduleTenant,
  type SchedulePreview,
} from "./expert-schedule.ts";
export { insideHours, type FlaggedBooking, type RemovedRange } from "./schedule-reconcile.ts";
export { rollSchedules, scheduleJobHandlers, scheduleScheduleRoll, SCHEDULE_ROLL_QUEUE, type RollResult } from "./schedule-jobs.ts";
