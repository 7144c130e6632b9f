// A closed-loop load generator: `concurrency` clients each run `task` back to back until `total`
// tasks have started (or the time budget is spent), recording each task's latency and outcome.
export interface LoadResult {
  count: number;
  elapsedMs: number;
  throughputPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Outcome label (e.g. "201", "409 SLOT_TAKEN") → how many. */
  outcomes: Record<string, number>;
}

export interface LoadOptions {
  concurrency: number;
  total: number;
  /** Stop starting new tasks after this long, whatever `total` says. */
  budgetMs: number;
  /**
   * Returns an outcome label, or the label with the latency to record when the task does more
   * than the request it measures. `index` counts tasks across all clients from 0.
   */
  task: (index: number) => Promise<string | { outcome: string; latencyMs: number }>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Rounds of one load as one: counts and time add up; percentiles are the rounds' worst (conservative). */
export function mergeLoads(rounds: readonly LoadResult[]): LoadResult {
  const count = rounds.reduce((sum, r) => sum + r.count, 0);
  const elapsedMs = rounds.reduce((sum, r) => sum + r.elapsedMs, 0);
  const outcomes: Record<string, number> = {};
  for (const round of rounds) for (const [key, n] of Object.entries(round.outcomes)) outcomes[key] = (outcomes[key] ?? 0) + n;
  const worst = (key: "p50Ms" | "p95Ms" | "p99Ms") => Math.max(...rounds.map((r) => r[key]));
  return {
    count,
    elapsedMs,
    throughputPerSec: count / (elapsedMs / 1000),
    p50Ms: worst("p50Ms"),
    p95Ms: worst("p95Ms"),
    p99Ms: worst("p99Ms"),
    outcomes,
  };
}

export async function runLoad({ concurrency, total, budgetMs, task }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + budgetMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && performance.now() < deadline) {
        const index = next++;
        const t0 = performance.now();
        const result = await task(index);
        const { outcome, latencyMs } = typeof result === "string" ? { outcome: result, latencyMs: performance.now() - t0 } : result;
        latencies.push(latencyMs);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    elapsedMs,
    throughputPerSec: latencies.length / (elapsedMs / 1000),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    outcomes,
  };
}
