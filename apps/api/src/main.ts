// `npm start`: configuration, database (embedded unless DATABASE_URL), demo data, HTTP server, job
// workers and the platform bot, through the shared process bootstrap (@booking/runtime: signal
// handlers first, graceful shutdown in reverse order).
import {
  billingJobHandlers,
  createMailTransport,
  databases,
  ensureDefaultTenant,
  housekeepingJobHandlers,
  mailJobHandlers,
  scheduleHousekeeping,
  scheduleJobHandlers,
  scheduleScheduleRoll,
  seedDemo,
  waitlistJobHandlers,
  webhookJobHandlers,
  WEBHOOK_MAX_ATTEMPTS,
} from "@booking/core";
import { loadConfig } from "@booking/config";
import { ProcessRuntime, startTelegramWork } from "@booking/runtime";
import { createServer } from "./server.ts";

const runtime = new ProcessRuntime();
await runtime.start(async () => {
  const config = loadConfig();
  runtime.setShutdownDeadline(config.shutdownTimeoutMs);
  const { db, embedded } = await runtime.openDatabase(config);

  if (embedded || config.seedDemo) {
    const seeded = await seedDemo(db, { adminPassword: config.demoAdminPassword });
    runtime.log(seeded ? "demo tenant 'default' seeded (admin@demo.local)" : "demo data present");
  } else if (await ensureDefaultTenant(db)) {
    runtime.log("created the empty 'default' tenant (SEED_DEMO=1 seeds the demo instead)");
  }

  const app = await createServer({ db, config });
  // Runs after the workers stopped: by then the drain (started first, below) has usually ended.
  runtime.onShutdown(async () => {
    const forced = await app.drain.finished(Math.max(1_000, runtime.shutdownMsLeft() - 2_000));
    if (forced > 0) app.log.warn({ connections: forced }, "shutdown: connections still open at the deadline were closed");
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`platform ready at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);

  // Durable background work (plan expiry, payment windows) runs here, not in createServer, so tests
  // drive the same handlers with their own clock through worker.runDue(now).
  await scheduleHousekeeping(db, new Date());
  await scheduleScheduleRoll(databases(db), new Date());
  runtime.startWorker(
    db,
    {
      ...billingJobHandlers(databases(db), { config, log: app.log }),
      ...housekeepingJobHandlers(databases(db)),
      ...scheduleJobHandlers(databases(db)),
      ...waitlistJobHandlers(databases(db)),
    },
    app.log,
  );
  // Email has a worker of its own: a slow SMTP server must not hold up billing work.
  const mail = createMailTransport(config.mail, app.log);
  if (!config.mail.smtpUrl) app.log.info({ folder: config.mail.outboxDir }, "SMTP_URL unset: emails go to the log and to this folder");
  runtime.onShutdown(() => mail.close());
  runtime.startWorker(db, mailJobHandlers(db, { transport: mail, from: config.mail.from, log: app.log }), app.log, { concurrency: 4 });
  // Outgoing webhooks: a slow receiver waits up to 10 s, so they too have their own worker.
  runtime.startWorker(db, webhookJobHandlers(databases(db), { config, log: app.log }), app.log, {
    concurrency: 8,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
  await startTelegramWork(runtime, { db, config, bots: app.telegram, log: app.log, poll: config.telegramPolling });
  // Registered last, so it runs first on SIGTERM: stop accepting connections, answer the open ones
  // with Connection: close, while the workers finish their current jobs (graceful-close.ts).
  runtime.onShutdown(() => app.drain.start());
});
