export { enqueueJob, cancelQueuedJobs, claimDueJobs, completeJob, failJob, holdsJob, recordJobStep, recoverExpiredLeases, renewLeases, type EnqueueInput, type JobClaim } from "./queue.ts";
export { JobWorker, LeaseLostError, type JobHandler, type JobRun, type JobWorkerOptions } from "./worker.ts";
export { HOUSEKEEPING_QUEUE, housekeepingJobHandlers, runHousekeeping, scheduleHousekeeping, type HousekeepingResult } from "./housekeeping.ts";
