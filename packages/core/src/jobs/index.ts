export {
  enqueueJob,
  cancelQueuedJobs,
  claimDueJobs,
  completeJob,
  deferJob,
  failJob,
  holdsJob,
  recordJobSteps,
  recoverExpiredLeases,
  renewLeases,
  queueStats,
  type QueueStat,
  type EnqueueInput,
  type JobClaim,
} from "./queue.ts";
export { JobDeferred, JobWorker, LeaseLostError, type JobHandler, type JobRun, type JobWakeups, type JobWorkerOptions } from "./worker.ts";
export {
  HOUSEKEEPING_QUEUE,
  housekeepingJobHandlers,
  runHousekeeping,
  scheduleHousekeeping,
  type HousekeepingResult,
} from "./housekeeping.ts";
