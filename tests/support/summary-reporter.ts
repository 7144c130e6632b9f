// The run's closing line, counted over every project ("vitest: N passed, N failed, N skipped"), and the
// rule that nothing is skipped: npm test runs every test (PostgreSQL and Redis included, see
// global-setup.ts), so a skipped test means a missing service or a forgotten `.skip`. The skipped
// tests are listed; with TEST_FORBID_SKIPS=1 (CI) they fail the run. The slowest files are listed
// too, per project: where to look first when the suite grows slow.
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const skipped: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed += 1;
        else if (state === "failed") counts.failed += 1;
        else {
          counts.skipped += 1;
          skipped.push(`${test.project.name} ${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName}`);
        }
      }
    }
    if (skipped.length > 0) {
      console.log(`\n[tests] ${skipped.length} test(s) did not run:\n${skipped.map((name) => `  - ${name}`).join("\n")}`);
      if (process.env.TEST_FORBID_SKIPS === "1") {
        console.log("[tests] TEST_FORBID_SKIPS=1: every test must run (start the missing service, or remove the skip)");
        process.exitCode = 1;
      }
    }
    const slowest = testModules
      .map((module) => ({
        name: `${module.project.name} ${module.moduleId.replace(`${process.cwd()}/`, "")}`,
        ms: module.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    console.log(
      `\n[tests] slowest files:\n${slowest.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join("\n")}`,
    );
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
