// (g) Notification delivery: 1,000 queued booking confirmations to 1,000 distinct chats, drained by
// the Telegram worker exactly as the processes run it (TELEGRAM_WORKER: concurrency and batch; the
// production handler, bots and rate limiter) against the Bot API stand-in. Telegram allows 30
// messages per second per bot, so 1,000 cannot take under 33 s; the target is 40 s, each once.
import { databases, JobWorker, SILENT_LOGGER, TELEGRAM_NOTIFY_QUEUE } from "@booking/core";
import { listenForQueuedJobs, type Db } from "@booking/db";
import { TelegramBots, telegramJobHandlers } from "@booking/bot";
import { TELEGRAM_WORKER } from "@booking/runtime";
import { startFakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { maxCallsInRollingWindow } from "@booking/telegram/testing/rate-measure";
import type { ServerConfig } from "@booking/config";
import { seedService, seedTenant } from "./seed.ts";

export interface NotificationsResult {
  messages: number;
  deliveredSeconds: number;
  perSecond: number;
  chatsSentOnce: number;
  duplicates: number;
  mostInRollingSecond: number;
  answerLatencyMs: number;
  /** CPU this process used while draining (the worker, Prisma, and PGlite when embedded). */
  cpuSeconds: number;
}

const COUNT = 1000;

const CHAT_BASE = 7_000_000_000;

/** One tenant, customers 0..count with linked chats (chat id CHAT_BASE + n), a CONFIRMED booking each. */
async function seedConfirmedBookings(db: Db, count: number): Promise<string> {
  const tenant = await seedTenant(db, `bench-notify-${Date.now()}`);
  const service = await seedService(db, tenant, 30);
  await db.$executeRaw`
    WITH customers AS (
      INSERT INTO "User" (id, email, "firstName", "userType", "telegramId", "telegramChatId", language, "updatedAt")
      SELECT gen_random_uuid(), 'notify-' || n || '@bench.test', 'Client ' || n, 'HYBRID', ${CHAT_BASE}::bigint + n, ${CHAT_BASE}::bigint + n,
        CASE WHEN n % 2 = 0 THEN 'ru' ELSE 'en' END, now()
      FROM generate_series(0, ${count}::int) AS n
      RETURNING id, "telegramId" - ${CHAT_BASE}::bigint AS n
    ), members AS (
      INSERT INTO "Membership" (id, "tenantId", "userId", role) SELECT gen_random_uuid(), ${tenant.id}::uuid, id, 'CUSTOMER' FROM customers
    )
    INSERT INTO "Booking" (id, "tenantId", "userId", "serviceId", "expertId", status, "startsAt", "endsAt", "priceMinor", currency, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${tenant.id}::uuid, c.id, ${service.id}::uuid, e.id, 'CONFIRMED',
      date_trunc('hour', now()) + interval '2 days' + make_interval(mins => 30 * c.n::int),
      date_trunc('hour', now()) + interval '2 days' + make_interval(mins => 30 * c.n::int + 30), 2500, 'USD', now(), now()
    FROM customers c, (SELECT id FROM "Expert" WHERE "tenantId" = ${tenant.id}::uuid AND "isDefault") e`;
  return tenant.id;
}

/** Queues the "your booking is confirmed" notification of the bookings of customers `from`..`to`, in one transaction. */
async function queueConfirmations(db: Db, tenantId: string, from: number, to: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "Job" (id, queue, payload, "runAt")
    SELECT gen_random_uuid(), ${TELEGRAM_NOTIFY_QUEUE},
      jsonb_build_object('type', 'booking-event', 'tenantId', b."tenantId"::text, 'bookingId', b.id::text, 'change', 'status',
        'status', 'CONFIRMED', 'startsAt', to_char(b."startsAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      now()
    FROM "Booking" b JOIN "User" u ON u.id = b."userId"
    WHERE b."tenantId" = ${tenantId}::uuid AND u."telegramId" BETWEEN ${CHAT_BASE}::bigint + ${from} AND ${CHAT_BASE}::bigint + ${to}`;
}

async function drained(db: Db, deadline: number): Promise<void> {
  while ((await db.job.count({ where: { queue: TELEGRAM_NOTIFY_QUEUE, status: { not: "DONE" } } })) > 0) {
    if (performance.now() > deadline) throw new Error("notifications: not drained in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchNotifications(db: Db, url: string, config: ServerConfig, postgres: boolean): Promise<NotificationsResult> {
  const fake = await startFakeBotApi({ bots: [{ token: config.telegramBotToken!, username: config.telegramBotUsername }] });
  // BENCH_TELEGRAM_LATENCY_MS models the round trip to Telegram's servers (the rate limiter waits
  // for each answer before counting a message: 30 ms costs about 3 %); default: the stand-in as is.
  const answerLatencyMs = Number(process.env.BENCH_TELEGRAM_LATENCY_MS ?? 0);
  fake.delayAnswers(answerLatencyMs);
  const telegramConfig = { ...config, telegramApiRoot: fake.apiRoot };
  const bots = new TelegramBots({ dbs: databases(db), config: telegramConfig, log: SILENT_LOGGER });
  const wakeups = postgres ? listenForQueuedJobs(url, () => undefined) : undefined;
  const worker = new JobWorker({
    // Polling as ProcessRuntime.startWorker sets it: a safety net beside LISTEN, the only way on PGlite.
    db,
    ...TELEGRAM_WORKER,
    wakeups,
    pollIntervalMs: wakeups ? 5_000 : 1_000,
    handlers: telegramJobHandlers({ dbs: databases(db), config: telegramConfig, bots, log: SILENT_LOGGER }),
  });
  try {
    // The other scenarios' bookings queued notifications (and reminders) for admins without
    // Telegram: they would send nothing and only share the worker, so this one starts empty.
    await db.job.deleteMany({ where: { queue: TELEGRAM_NOTIFY_QUEUE } });
    const tenantId = await seedConfirmedBookings(db, COUNT);
    // A running process has warmed up (query plans, the bot's client): one message first.
    worker.start();
    await queueConfirmations(db, tenantId, 0, 0);
    await drained(db, performance.now() + 30_000);
    fake.reset();
    fake.delayAnswers(answerLatencyMs);

    // Measured from the commit of 1,000 notifications to the last one done: the wake-up
    // (LISTEN on PostgreSQL, the 1 s poll on PGlite) counts.
    await queueConfirmations(db, tenantId, 1, COUNT);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await drained(db, started + 120_000);
    const deliveredSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const sent = fake.callsTo("sendMessage").filter((call) => call.response.ok);
    const perChat = new Map<string, number>();
    for (const call of sent) perChat.set(String(call.params.chat_id), (perChat.get(String(call.params.chat_id)) ?? 0) + 1);
    return {
      messages: sent.length,
      deliveredSeconds,
      perSecond: sent.length / deliveredSeconds,
      chatsSentOnce: [...perChat.values()].filter((n) => n === 1).length,
      duplicates: sent.length - perChat.size,
      mostInRollingSecond: maxCallsInRollingWindow(sent, 1000),
      answerLatencyMs,
      cpuSeconds,
    };
  } finally {
    await worker.stop();
    await wakeups?.close();
    await fake.stop();
  }
}
