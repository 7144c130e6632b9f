// The process's Prometheus metrics (prom-client), one registry per process, served by the API at
// /metrics (README "Operations: metrics and alerts"). Counters are module-level so core, the bots
// and the HTTP layer record into the same registry without passing it around; gauges that describe
// the database (queue depth, pool) are refreshed by the scrape itself (`beforeScrape`).
import client from "prom-client";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: "booking_" });

/** Seconds buckets for calls that should take milliseconds but may take the full timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpDuration = new client.Histogram({
  name: "booking_http_request_duration_seconds",
  help: "HTTP request latency by method, route pattern (or tRPC procedure) and status code",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export type BookingOutcome = "created" | "conflict" | "limit" | "rejected";

export const bookingOutcomes = new client.Counter({
  name: "booking_outcomes_total",
  help: "Booking attempts by outcome: created, conflict (the time was taken), limit (plan or per-customer cap), rejected (other refusal)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const jobFailures = new client.Counter({
  name: "booking_job_failures_total",
  help: "Failed job attempts by queue; final=true when the job has no attempts left",
  labelNames: ["queue", "final"] as const,
  registers: [registry],
});

export const jobsCompleted = new client.Counter({
  name: "booking_jobs_completed_total",
  help: "Jobs finished successfully, by queue",
  labelNames: ["queue"] as const,
  registers: [registry],
});

export const jobQueueDepth = new client.Gauge({
  name: "booking_job_queue_depth",
  help: "Jobs waiting (QUEUED, due now) or running, by queue and state",
  labelNames: ["queue", "state"] as const,
  registers: [registry],
});

export const jobQueueOldestAge = new client.Gauge({
  name: "booking_job_queue_oldest_age_seconds",
  help: "How long the oldest due job of a queue has waited since it became due",
  labelNames: ["queue"] as const,
  registers: [registry],
});

export type OutboundTarget = "telegram" | "smtp" | "webhook" | "payment";

export const outboundCalls = new client.Counter({
  name: "booking_outbound_calls_total",
  help: "Calls to outside services (Telegram, SMTP, tenants' webhooks, payment providers) by target and outcome",
  labelNames: ["target", "outcome"] as const,
  registers: [registry],
});

export const outboundDuration = new client.Histogram({
  name: "booking_outbound_call_duration_seconds",
  help: "Latency of calls to outside services by target and outcome",
  labelNames: ["target", "outcome"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const dbPool = new client.Gauge({
  name: "booking_db_pool_connections",
  help: "Database pool connections by state: total, idle, waiting (requests queued for a connection), max",
  labelNames: ["state"] as const,
  registers: [registry],
});

export const dependencyUp = new client.Gauge({
  name: "booking_dependency_up",
  help: "1 while a dependency answers (database, redis), 0 during an outage",
  labelNames: ["dependency"] as const,
  registers: [registry],
});

export const unavailableAnswers = new client.Counter({
  name: "booking_unavailable_answers_total",
  help: "Requests answered 503 SERVICE_UNAVAILABLE because a dependency was away, by dependency",
  labelNames: ["dependency"] as const,
  registers: [registry],
});

/** Times `call` and records its outcome ("ok" or "error", or what `outcomeOf` says) under `target`. */
export async function timedCall<T>(target: OutboundTarget, call: () => Promise<T>, outcomeOf?: (result: T) => string): Promise<T> {
  const end = outboundDuration.startTimer({ target });
  try {
    const result = await call();
    const outcome = outcomeOf?.(result) ?? "ok";
    end({ outcome });
    outboundCalls.inc({ target, outcome });
    return result;
  } catch (error) {
    end({ outcome: "error" });
    outboundCalls.inc({ target, outcome: "error" });
    throw error;
  }
}

/** Prometheus text of every metric, after refreshing the gauges read from the database. */
export async function metricsText(beforeScrape?: () => Promise<void>): Promise<{ contentType: string; body: string }> {
  await beforeScrape?.();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
