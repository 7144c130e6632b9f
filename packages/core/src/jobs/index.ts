export { enqueueJob, cancelQueuedJobs, claimDueJobs, completeJob, failJob, requeueStaleJobs, type EnqueueInput } from "./queue.ts";
export { JobWorker, type JobHandler, type JobWorkerOptions } from "./worker.ts";
export { HOUSEKEEPING_QUEUE, housekeepingJobHandlers, runHousekeeping, scheduleHousekeeping, type HousekeepingResult } from "./housekeeping.ts";
