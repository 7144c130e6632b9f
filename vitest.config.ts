import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which ran the whole suite file by file (22 min).
    // The server tests mostly wait on PostgreSQL, so three workers keep both cores busy. The e2e
    // files run one at a time in a group of their own after the others (vitest runs a project with
    // another worker count as a separate group).
    maxWorkers: 3,
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "server",
          include: ["packages/*/src/**/*.test.ts", "apps/api/src/**/*.test.ts", "apps/bot/src/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "**/node_modules/**"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          // One database per worker, shared by the files it runs; tests isolate by creating their
          // own tenants, so files may run in any order and in parallel.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          // Chromium against the built client (apps/miniapp/dist; `npm test` builds it first) served by
          // the real server on a real port. One worker runs the files one after another, without
          // isolation, so the server and the browser it starts serve every file (tests/e2e/harness.ts).
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "client",
          include: ["apps/miniapp/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/miniapp/src/test/setup.ts"],
          // Rendering tests take 0.1-2 s; the default 5 s timed out at a load average of 38 on 2 cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
