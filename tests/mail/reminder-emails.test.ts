// Reminders reach every customer (issue 25.5): a web customer without Telegram gets the 24 h and the
// 2 h reminder by email, exactly once each, in their language, with the booking's manage link (which
// opens it) and what they may still do online; also when the workers restart or a job runs again
// after a crash. A customer Telegram reaches gets the chat message and no email; one who blocked
// the bot gets the email instead.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { reminderKey } from "@booking/core";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, PUBLIC_URL, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

const HOUR = 3_600_000;

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let admin: User & { token: string };
let smtp: TestSmtp;
let nextSlot = 0;
const addresses: string[] = [];

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
  tenant = await t.db.tenant.update({
    where: { id: tenant.id },
    data: { displayName: "Studio Lena", selfCancelHours: 12, selfMoveHours: 12 },
  });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Consultation" });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 4)], startTime: "10:00", endTime: "14:00" });
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  await linkTelegram(t.db, admin, { language: "en" });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  t.fake.reset();
});

/** A customer's CONFIRMED booking (confirmed by the admin, so its reminders are queued). */
async function confirmedBooking(customer: User & { token: string }) {
  addresses.push(customer.email!);
  const booked = await api({
    method: "POST",
    url: "/api/bookings",
    as: customer,
    body: { serviceId: service.id, slotId: slots[nextSlot++]!.id },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().id as string;
  const confirmed = await api({ method: "PUT", url: `/api/admin/bookings/${id}/status`, as: admin, body: { status: "CONFIRMED" } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const startsAt = (await t.db.booking.findUniqueOrThrow({ where: { id } })).startsAt;
  return { id, startsAt, at24: new Date(startsAt.getTime() - 24 * HOUR), at2: new Date(startsAt.getTime() - 2 * HOUR) };
}

const reminders = (customer: User) => smtp.to(customer.email!).filter((mail) => /^(Reminder|Напоминание)/.test(mail.parsed.subject ?? ""));

describe("reminder emails", () => {
  it("a web customer without Telegram gets the 24 h and the 2 h reminder by email, once each, in their language, with a working manage link", async () => {
    const customer = await createUser(t.db, { tenant, firstName: "Anna" });
    await t.db.user.update({ where: { id: customer.id }, data: { language: "ru" } });
    const booking = await confirmedBooking(customer);
    const events = telegramWorkers(t, [tenant]);
    const mail = mailWorker(t.db, smtp.url, () => addresses);
    // The confirmation is out; the reminders are not due yet.
    await events.runDue(new Date());
    await mail.runDue(new Date());
    expect(reminders(customer)).toEqual([]);

    await events.runDue(booking.at24);
    await mail.runDue(booking.at24);
    expect(reminders(customer).map((m) => m.parsed.subject)).toEqual(["Напоминание: Consultation завтра"]);
    const [first] = reminders(customer);
    const text = first!.parsed.text!;
    expect(text).toContain("Studio Lena: ваша запись через 24 часа.");
    expect(text).toMatch(/Отменить или перенести запись онлайн можно до .+, \d\d:\d\d \(Europe\/Berlin\)\./);
    expect(first!.parsed.html).toContain('<html lang="ru">');
    const link = new RegExp(`Управлять записью: (${PUBLIC_URL}/webapp/${tenant.slug}/my-bookings/${booking.id}\\?t=[\\w.-]+)`).exec(text);
    expect(link, text).not.toBeNull();
    const token = new URL(link![1]!).searchParams.get("t")!;
    const opened = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: { "x-tenant": tenant.slug, "x-booking-token": token },
    });
    expect([opened.statusCode, opened.json().status]).toEqual([200, "CONFIRMED"]);

    // The workers run again at the same instant: nothing more.
    await events.runDue(booking.at24);
    await mail.runDue(booking.at24);
    expect(reminders(customer)).toHaveLength(1);

    // A restart: new workers on the same database; then the 2 h reminder, once.
    mail.close();
    const eventsAfter = telegramWorkers(t, [tenant]);
    const mailAfter = mailWorker(t.db, smtp.url, () => addresses);
    // The test's workers keep their jobs on queues of their own: hand them back to the production queues.
    await t.db.job.updateMany({ where: { queue: events.queue }, data: { queue: "telegram-notify" } });
    await t.db.job.updateMany({ where: { queue: mail.queue }, data: { queue: "email" } });
    await eventsAfter.runDue(booking.at2);
    await mailAfter.runDue(booking.at2);
    await eventsAfter.runDue(new Date(booking.at2.getTime() + 60_000));
    await mailAfter.runDue(new Date(booking.at2.getTime() + 60_000));
    expect(reminders(customer).map((m) => m.parsed.subject)).toEqual([
      "Напоминание: Consultation завтра",
      "Напоминание: Consultation через 2 часа",
    ]);
    // Within 12 hours of the start the window has passed: the 2 h reminder says to contact the business.
    expect(reminders(customer)[1]!.parsed.text).toContain("Чтобы отменить или перенести запись, свяжитесь с организацией.");

    // The 24 h reminder's job runs again, as after a crash before its outcome was written: no second email.
    const job = await t.db.job.findFirstOrThrow({ where: { uniqueKey: reminderKey("24h", booking.id) } });
    await t.db.job.update({ where: { id: job.id }, data: { status: "QUEUED", doneSteps: [], queue: "telegram-notify" } });
    await eventsAfter.runDue(booking.at2);
    await mailAfter.runDue(booking.at2);
    expect(reminders(customer)).toHaveLength(2);
    expect([...events.errors, ...eventsAfter.errors, ...mailAfter.errors]).toEqual([]);
    mailAfter.close();
  });

  it("a customer Telegram reaches gets the chat reminder with the manage button and no email; one who blocked the bot gets the email", async () => {
    const inTelegram = await createUser(t.db, { tenant, firstName: "Boris" });
    const chat = await linkTelegram(t.db, inTelegram, { language: "en" });
    const blocked = await createUser(t.db, { tenant, firstName: "Vera" });
    await linkTelegram(t.db, blocked, { language: "en" });
    await t.db.user.update({ where: { id: blocked.id }, data: { telegramUnreachable: true } });
    const first = await confirmedBooking(inTelegram);
    const second = await confirmedBooking(blocked);
    const events = telegramWorkers(t, [tenant]);
    const mail = mailWorker(t.db, smtp.url, () => addresses);
    await events.runDue(new Date());
    t.fake.reset();
    const at = new Date(Math.max(first.at24.getTime(), second.at24.getTime()));
    await events.runDue(at);
    await mail.runDue(at);

    const chatReminders = sentTo(t.fake, chat.id).filter((call) => String(call.params.text).startsWith("⏰"));
    expect(chatReminders).toHaveLength(1);
    expect(String(chatReminders[0]!.params.text)).toMatch(/You can cancel or move it online until /);
    const button = (chatReminders[0]!.params.reply_markup as { inline_keyboard: { text: string; web_app: { url: string } }[][] })
      .inline_keyboard[0]![0]!;
    expect(button.text).toBe("Manage booking");
    expect(button.web_app.url).toMatch(new RegExp(`/webapp/${tenant.slug}/my-bookings/${first.id}\\?t=`));
    expect(reminders(inTelegram)).toEqual([]);
    expect(reminders(blocked).map((m) => m.parsed.subject)).toEqual(["Reminder: Consultation tomorrow"]);
    mail.close();
  });
});
