export { enqueueJob, cancelQueuedJobs, claimDueJobs, completeJob, failJob, requeueStaleJobs, type EnqueueInput } from "./queue.ts";
export { JobWorker, type JobHandler, type JobWorkerOptions } from "./worker.ts";
