// Staff hear every change even in a burst (issue 26.6): 20 customers each book and cancel 0-2 s
// later while two workers (two processes: each its own bots and rate limiters) run the production
// "telegram-notify" handler against a Telegram that answers slowly. Every staff member ends with
// one message per booking that shows it cancelled with no buttons left, and hears each
// cancellation once, after the new-booking message. Timings are scaled (Telegram's one message a
// second per chat becomes 25 ms) so the burst takes seconds, not minutes; what matters is that the
// cancellation's job is due while the new-booking message is still on its way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User as TelegramUser } from "grammy/types";
import type { Db, Tenant, User } from "@booking/db";
import { databases, JobWorker, SILENT_LOGGER, TELEGRAM_NOTIFY_QUEUE } from "@booking/core";
import { TelegramBots, telegramJobHandlers } from "@booking/bot";
import type { RecordedCall } from "@booking/telegram/testing/fake-bot-api";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, sentMessage, type BotTestApp } from "../support/telegram.ts";
import { uniq } from "../support/db.ts";
import { apiFor } from "../booking/api.ts";

const BOOKINGS = 20;
const SCALED_LIMITS = { messagesPerWindow: 30, windowMs: 100, chatIntervalMs: 25 };

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());

/** A worker as one process runs it: its own bots and rate limiters, on this test's queue. */
function processWorker(db: Db, queue: string): JobWorker {
  const bots = new TelegramBots({ dbs: databases(db), config: t.config, log: SILENT_LOGGER, limits: SCALED_LIMITS });
  const handler = telegramJobHandlers({ dbs: databases(db), config: t.config, bots, log: SILENT_LOGGER })[TELEGRAM_NOTIFY_QUEUE]!;
  return new JobWorker({ db, handlers: { [queue]: handler }, concurrency: 4, pollIntervalMs: 10 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("staff messages in a burst (PostgreSQL)", () => {
  it("20 bookings each cancelled 0-2 s after creation: every staff message ends cancelled without buttons, each cancellation told once, in order", async (ctx) => {
    if (!t.isPostgres) {
      console.warn("[tests] skipping the staff burst test: it needs TEST_DATABASE_URL (real PostgreSQL, workers in parallel)");
      return ctx.skip();
    }
    const tenant: Tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    const api = apiFor(t.app, tenant);
    const service = await createService(t.db, tenant, { name: "Massage", durationMinutes: 30 });
    const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "08:00", endTime: "18:00" });
    const owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
    const admin = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Ivan" });
    const staff: Array<{ tg: TelegramUser; new: RegExp; final: RegExp; cancelled: RegExp; customer: string }> = [
      {
        tg: await linkTelegram(t.db, owner, { language: "en" }),
        new: /^New booking\n/,
        final: /\n\nStatus: cancelled\.$/,
        cancelled: /^❌ Booking cancelled\n/,
        customer: "Customer",
      },
      {
        tg: await linkTelegram(t.db, admin, { language: "ru" }),
        new: /^Новая запись\n/,
        final: /\n\nСтатус: отменена\.$/,
        cancelled: /^❌ Запись отменена\n/,
        customer: "Клиент",
      },
    ];
    const customers: Array<User & { token: string }> = [];
    for (let i = 0; i < BOOKINGS; i++) {
      customers.push(await createUser(t.db, { tenant, role: "CUSTOMER", firstName: `Burst${String(i).padStart(2, "0")}` }));
    }

    // This test's jobs on a queue of its own (other files queue telegram jobs too), moved as they come.
    const queue = uniq("telegram-burst");
    const adopt = () =>
      t.db.job.updateMany({
        where: { queue: TELEGRAM_NOTIFY_QUEUE, status: "QUEUED", payload: { path: ["tenantId"], equals: tenant.id } },
        data: { queue },
      });
    const workers = [processWorker(t.db, queue), processWorker(t.db, queue)];
    const undoDelay = t.fake.delayAnswers(40);
    let adopting = true;
    const adopter = (async () => {
      while (adopting) {
        await adopt();
        await sleep(10);
      }
    })();
    for (const worker of workers) worker.start();

    try {
      // Bookings 30 ms apart; booking i is cancelled i/19 of 2 s after it was made (0 s ... 2 s).
      const ids = await Promise.all(
        customers.map(async (customer, i) => {
          await sleep(i * 30);
          const booked = await api({
            method: "POST",
            url: "/api/bookings",
            as: customer,
            body: { serviceId: service.id, slotId: slots[i]!.id },
          });
          expect(booked.statusCode, booked.body).toBe(201);
          const { id } = booked.json() as { id: string };
          await sleep(Math.round((i / (BOOKINGS - 1)) * 2000));
          const cancelled = await api({ method: "DELETE", url: `/api/bookings/${id}`, as: customer });
          expect(cancelled.statusCode, cancelled.body).toBe(200);
          return id;
        }),
      );
      const deadline = Date.now() + 90_000;
      const open = () =>
        t.db.job.count({
          where: {
            status: { in: ["QUEUED", "RUNNING"] },
            queue: { in: [queue, TELEGRAM_NOTIFY_QUEUE] },
            orderKey: { in: ids.map((id) => `booking:${id}`) },
          },
        });
      while ((await open()) > 0 && Date.now() < deadline) await sleep(50);
      expect(await open()).toBe(0);
      expect(await t.db.job.count({ where: { queue, status: "FAILED" } })).toBe(0);
    } finally {
      adopting = false;
      await adopter;
      await Promise.all(workers.map((worker) => worker.stop()));
      undoDelay();
    }

    const calls = t.fake.calls;
    const inChat = (tg: TelegramUser) => (call: RecordedCall) => String(call.params.chat_id) === String(tg.id);
    for (const member of staff) {
      const chat = calls.filter(inChat(member.tg));
      for (const customer of customers) {
        const about = (call: RecordedCall) => (call.params.text as string).includes(`${member.customer}: ${customer.firstName}`);
        const sends = chat.filter((call) => call.method === "sendMessage" && call.response.ok && about(call));
        const news = sends.filter((call) => member.new.test(call.params.text as string));
        const cancellations = sends.filter((call) => member.cancelled.test(call.params.text as string));
        expect(news, `${customer.firstName}: one new-booking message`).toHaveLength(1);
        expect(cancellations, `${customer.firstName}: the cancellation told once`).toHaveLength(1);
        const message = sentMessage(news[0]!);
        expect(cancellations[0]!.seq, `${customer.firstName}: told in order`).toBeGreaterThan(news[0]!.seq);
        const edits = chat.filter(
          (call) => call.method === "editMessageText" && call.response.ok && call.params.message_id === message.message_id,
        );
        const last = edits.at(-1) ?? news[0]!;
        expect(last.params.text, `${customer.firstName}: the message ends cancelled`).toMatch(member.final);
        expect(last.params.reply_markup, `${customer.firstName}: no buttons left`).toBeUndefined();
      }
    }
  }, 150_000);
});
