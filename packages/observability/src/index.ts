export { DependencyState, reasonOf, type StateLogger } from "./dependency-state.ts";
export {
  bookingOutcomes,
  dbPool,
  dependencyUp,
  httpDuration,
  jobFailures,
  jobQueueDepth,
  jobQueueOldestAge,
  jobsCompleted,
  metricsText,
  outboundCalls,
  outboundDuration,
  registry,
  timedCall,
  unavailableAnswers,
  type BookingOutcome,
  type OutboundTarget,
} from "./metrics.ts";
export { redactingStream, redactSecrets, type LineSink } from "./redact.ts";
