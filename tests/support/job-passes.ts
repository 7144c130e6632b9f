// Runs a test's workers pass after pass at one instant until nothing is due, moving the jobs the
// test owns to its own queue before each pass (`adopt`), so parallel files never take each other's.
import type { JobWorker } from "@booking/core";

export async function runPasses(adopt: () => Promise<unknown>, workers: JobWorker[], at: Date): Promise<number> {
  let ran = 0;
  for (;;) {
    await adopt();
    const counts = await Promise.all(workers.map((worker) => worker.runDue(at)));
    const pass = counts.reduce((a, b) => a + b, 0);
    if (pass === 0) return ran;
    ran += pass;
  }
}
