// `npm start`: configuration, database (embedded unless DATABASE_URL), demo data, HTTP server,
// graceful shutdown on SIGINT/SIGTERM.
import { billingJobHandlers, databases, ensureDefaultTenant, housekeepingJobHandlers, JobWorker, scheduleHousekeeping, seedDemo } from "@booking/core";
import { startPlatformUpdates, telegramJobHandlers, type PlatformUpdates } from "@booking/bot";
import { loadEnv, toServerConfig } from "./env.ts";
import { openDatabase } from "./database.ts";
import { createServer } from "./server.ts";

const config = toServerConfig(loadEnv());
const database = await openDatabase(config, (msg) => console.log(msg));

if (database.embedded || config.seedDemo) {
  const seeded = await seedDemo(database.db, { adminPassword: config.demoAdminPassword });
  console.log(seeded ? "demo tenant 'default' seeded (admin@demo.local)" : "demo data present");
} else if (await ensureDefaultTenant(database.db)) {
  console.log("created the empty 'default' tenant (SEED_DEMO=1 seeds the demo instead)");
}

const app = await createServer({ db: database.db, config });
await app.listen({ port: config.port, host: config.host });
app.log.info(`platform ready at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);

// Durable background work (plan expiry, payment windows) runs here, not in createServer, so tests
// drive the same handlers with their own clock through worker.runDue(now).
const worker = new JobWorker({
  db: database.db,
  handlers: { ...billingJobHandlers(databases(database.db), { config, log: app.log }), ...housekeepingJobHandlers(database.db) },
  onError: (error, job) => app.log.error({ err: error, queue: job?.queue, jobId: job?.id }, "job failed"),
});
await scheduleHousekeeping(database.db, new Date());
worker.start();
// Telegram messages (booking notifications, reminders) have a worker of their own: waiting for a
// chat's turn under the flood limits must not hold up billing work.
const telegramWorker = new JobWorker({
  db: database.db,
  handlers: telegramJobHandlers({ db: database.db, config, bots: app.telegram, log: app.log }),
  onError: (error, job) => app.log.error({ err: error, queue: job?.queue, jobId: job?.id }, "job failed"),
});
telegramWorker.start();
const updates: PlatformUpdates | null = config.telegramWebhookSecret
  ? { mode: "webhook", secret: config.telegramWebhookSecret }
  : config.telegramPolling ? { mode: "polling" } : null;
const telegramUpdates = updates && (await startPlatformUpdates(app.telegram, config.publicUrl, updates, app.log));

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await telegramUpdates?.stop();
    await Promise.all([worker.stop(), telegramWorker.stop()]);
    await app.close();
    await database.close();
    process.exit(0);
  });
}
