// Reminders 24 h and 2 h before a confirmed booking, on the durable queue with the test's clock
// (JobWorker.runDue(now)): due at the right instants across DST changes, sent once even with two
// workers, and never for a booking that was cancelled or moved.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { User as TelegramUser } from "grammy/types";
import type { Booking, Service, Tenant, User } from "@booking/db";
import { reminderKey } from "@booking/core";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt } from "../support/booking-fixtures.ts";
import { buttonsOf, createBotTestApp, linkTelegram, PUBLIC_URL, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";

const onPostgres = inject("databaseUrl") !== null;
const HOUR = 3_600_000;

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let admin: User & { token: string };

beforeAll(async () => {
  t = await createBotTestApp();
  // New York: clocks go back 02:00 EDT → 01:00 EST on 2027-11-07, forward 02:00 → 03:00 on 2027-03-14.
  tenant = await createTenant(t.db, { timeZone: "America/New_York" });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Consultation", durationMinutes: 30 });
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
});
afterAll(() => t.close());

/** A customer with Telegram (English) and their PENDING booking at `startsAt`, holding one 30-minute slot. */
async function pendingBooking(startsAt: string): Promise<{ booking: Booking; customerTg: TelegramUser }> {
  const customer = await createUser(t.db, { tenant, firstName: "Ann" });
  const customerTg = await linkTelegram(t.db, customer, { language: "en" });
  const start = new Date(startsAt);
  const slot = await createSlotAt(t.db, tenant, start);
  return { booking: await createBookingRow(t.db, { tenant, user: customer, service, slots: [slot] }), customerTg };
}

async function confirm(bookingId: string): Promise<void> {
  const res = await api({ method: "PUT", url: `/api/admin/bookings/${bookingId}/status`, as: admin, body: { status: "CONFIRMED" } });
  expect(res.statusCode, res.body).toBe(200);
}

const reminderRunAt = async (lead: "24h" | "2h", bookingId: string) =>
  (await t.db.job.findUnique({ where: { uniqueKey: reminderKey(lead, bookingId) } }))?.runAt.toISOString();

const remindersTo = (chat: TelegramUser) => sentTo(t.fake, chat.id).filter((call) => String(call.params.text).startsWith("⏰"));

describe("reminders across DST (America/New_York)", () => {
  it("are due exactly 24 h and 2 h of real time before the start, and show the start in local time", async () => {
    const cases = [
      // 09:00 EST on the day clocks go back: 24 h earlier is 10:00 EDT the day before.
      {
        start: "2027-11-07T14:00:00.000Z",
        local: "Sun, November 7, 09:00–09:30",
        at24: "2027-11-06T14:00:00.000Z",
        at2: "2027-11-07T12:00:00.000Z",
      },
      // 03:00 EST that day: 2 h earlier is the second 01:00 (EST), after the change.
      {
        start: "2027-11-07T08:00:00.000Z",
        local: "Sun, November 7, 03:00–03:30",
        at24: "2027-11-06T08:00:00.000Z",
        at2: "2027-11-07T06:00:00.000Z",
      },
      // 09:00 EDT on the day clocks go forward: 24 h earlier is 08:00 EST the day before.
      {
        start: "2027-03-14T13:00:00.000Z",
        local: "Sun, March 14, 09:00–09:30",
        at24: "2027-03-13T13:00:00.000Z",
        at2: "2027-03-14T11:00:00.000Z",
      },
    ];
    const worker = telegramWorkers(t, [tenant]);
    for (const c of cases) {
      const { booking, customerTg } = await pendingBooking(c.start);
      await confirm(booking.id);
      expect([await reminderRunAt("24h", booking.id), await reminderRunAt("2h", booking.id)]).toEqual([c.at24, c.at2]);

      for (const [at, lead] of [
        [c.at24, "24 hours"],
        [c.at2, "2 hours"],
      ] as const) {
        const before = remindersTo(customerTg).length;
        await worker.runDue(new Date(new Date(at).getTime() - 1));
        expect(remindersTo(customerTg), `nothing before ${at}`).toHaveLength(before);
        await worker.runDue(new Date(at));
        const reminder = remindersTo(customerTg).at(-1)!;
        expect(remindersTo(customerTg)).toHaveLength(before + 1);
        expect(reminder.params.text).toBe(
          `⏰ Reminder: your appointment is in ${lead}.\nConsultation\n${c.local} (America/New_York)\n\nTo cancel or move it, please contact the administrator.`,
        );
        // The booking's own page, signed (issue 25.4).
        expect(buttonsOf(reminder)).toEqual([
          {
            text: "Manage booking",
            web_app: { url: expect.stringMatching(`^${PUBLIC_URL}/webapp/${tenant.slug}/my-bookings/${booking.id}\\?t=`) },
          },
        ]);
      }
      // Nothing more for this booking, however late the worker runs.
      await worker.runDue(new Date(new Date(c.start).getTime() + HOUR));
      expect(remindersTo(customerTg)).toHaveLength(2);
    }
  });

  it("skips the 24-hour reminder when the booking is confirmed less than 24 hours ahead", async () => {
    const start = new Date(Date.now() + 5 * HOUR);
    start.setUTCSeconds(0, 0);
    const { booking } = await pendingBooking(start.toISOString());
    await confirm(booking.id);
    expect(await reminderRunAt("24h", booking.id)).toBeUndefined();
    expect(await reminderRunAt("2h", booking.id)).toBe(new Date(start.getTime() - 2 * HOUR).toISOString());
  });
});

describe("cancelled or moved bookings", () => {
  it("a cancelled booking gets no reminder: its queued reminders are dropped", async () => {
    const { booking, customerTg } = await pendingBooking("2027-11-20T15:00:00.000Z");
    await confirm(booking.id);
    expect(await reminderRunAt("24h", booking.id)).toBeDefined();
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin })).statusCode).toBe(200);
    expect([await reminderRunAt("24h", booking.id), await reminderRunAt("2h", booking.id)]).toEqual([undefined, undefined]);
    await telegramWorkers(t, [tenant]).runDue(new Date("2027-11-20T14:59:00.000Z"));
    expect(remindersTo(customerTg)).toEqual([]);
  });

  it("a moved booking is reminded at its new time only", async () => {
    const { booking, customerTg } = await pendingBooking("2027-12-01T15:00:00.000Z");
    const newStart = new Date("2027-12-03T17:00:00.000Z");
    const target = await createSlotAt(t.db, tenant, newStart);
    await confirm(booking.id);
    const worker = telegramWorkers(t, [tenant]);
    await worker.runDue(new Date("2027-11-30T15:00:00.000Z"));
    expect(remindersTo(customerTg)).toHaveLength(1);

    const moved = await api({
      method: "PUT",
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      as: admin,
      body: { newSlotId: target.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await reminderRunAt("24h", booking.id), await reminderRunAt("2h", booking.id)]).toEqual([
      "2027-12-02T17:00:00.000Z",
      "2027-12-03T15:00:00.000Z",
    ]);
    await worker.runDue(new Date("2027-12-01T13:00:00.000Z"));
    expect(remindersTo(customerTg)).toHaveLength(1);
    await worker.runDue(new Date("2027-12-02T17:00:00.000Z"));
    expect(remindersTo(customerTg).map((call) => String(call.params.text).split("\n")[2])).toEqual([
      "Wed, December 1, 10:00–10:30 (America/New_York)",
      "Fri, December 3, 12:00–12:30 (America/New_York)",
    ]);
  });

  it("a reminder whose booking changed behind the queue's back (no hook ran) re-checks and sends nothing", async () => {
    const { booking, customerTg } = await pendingBooking("2027-12-10T15:00:00.000Z");
    await confirm(booking.id);
    await t.db.booking.update({ where: { id: booking.id }, data: { status: "CANCELLED" } });
    await telegramWorkers(t, [tenant]).runDue(new Date("2027-12-10T13:00:00.000Z"));
    expect(remindersTo(customerTg)).toEqual([]);
    expect(await t.db.job.findUniqueOrThrow({ where: { uniqueKey: reminderKey("24h", booking.id) } })).toMatchObject({ status: "DONE" });
  });
});

describe.skipIf(!onPostgres)("two workers on PostgreSQL", () => {
  it("send each reminder exactly once (the queue's SKIP LOCKED claim)", async () => {
    const start = "2027-12-15T15:00:00.000Z";
    const customers: TelegramUser[] = [];
    // Half an hour apart: one expert's slots never overlap.
    for (let index = 0; index < 20; index++) {
      const { booking, customerTg } = await pendingBooking(new Date(new Date(start).getTime() + index * 30 * 60_000).toISOString());
      await confirm(booking.id);
      customers.push(customerTg);
    }
    const workers = telegramWorkers(t, [tenant], 2);
    await workers.adopt();
    // Both workers claim from the same due set at the same moment.
    // Every 24-hour reminder is due then, no 2-hour one yet.
    const due = new Date("2027-12-15T06:00:00.000Z");
    const ran = await Promise.all(workers.workers.map((worker) => worker.runDue(due)));
    expect(
      ran.every((count) => count > 0),
      `each worker took a share: ${ran.join(" + ")}`,
    ).toBe(true);
    await workers.runDue(due);
    expect(customers.map((customer) => remindersTo(customer).length)).toEqual(customers.map(() => 1));
  });
});
