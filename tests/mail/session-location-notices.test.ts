// Issue 31.2 in the messages: an online session's confirmation and reminders carry its link, in
// Telegram as a Join button (through the local Bot API stand-in) and in the text, by email as a
// line with the link (through the test SMTP server); an in-person one its address and a map link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

const HOUR = 3_600_000;
const ROOM = /https:\/\/meet\.jit\.si\/session-[0-9a-f]{32}/;

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let online: Service;
let visit: Service;
let slots: Slot[];
let admin: User & { token: string };
let smtp: TestSmtp;
let nextSlot = 0;
const addresses: string[] = [];

type Keyboard = { inline_keyboard: { text: string; url?: string; web_app?: { url: string } }[][] };

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
  tenant = await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: "Studio Lena", contactAddress: "Arbat 10, Moscow" } });
  api = apiFor(t.app, tenant);
  online = await createService(t.db, tenant, { name: "Online session" });
  await t.db.service.update({ where: { id: online.id }, data: { sessionLocation: { kind: "jitsi" } } });
  visit = await createService(t.db, tenant, { name: "Visit" });
  await t.db.service.update({ where: { id: visit.id }, data: { sessionLocation: { kind: "inPerson", address: null } } });
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

/** Booked and confirmed by the admin: the confirmation is queued, and the reminders with it. */
async function confirmedBooking(customer: User & { token: string }, service: Service) {
  addresses.push(customer.email!);
  const booked = await api({
    method: "POST",
    url: "/api/bookings",
    as: customer,
    body: { serviceId: service.id, slotId: slots[nextSlot++]!.id },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const { id, location } = booked.json() as { id: string; location: { url?: string } };
  const confirmed = await api({ method: "PUT", url: `/api/admin/bookings/${id}/status`, as: admin, body: { status: "CONFIRMED" } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const startsAt = (await t.db.booking.findUniqueOrThrow({ where: { id } })).startsAt;
  return { id, url: location.url, at24: new Date(startsAt.getTime() - 24 * HOUR) };
}

describe("where the session happens, in confirmations and reminders", () => {
  it("Telegram: the confirmation and the reminder of an online session have Join with its own room, and the link in the text", async () => {
    const customer = await createUser(t.db, { tenant, firstName: "Boris" });
    const chat = await linkTelegram(t.db, customer, { language: "en" });
    const booking = await confirmedBooking(customer, online);
    expect(booking.url).toMatch(ROOM);
    const events = telegramWorkers(t, [tenant]);
    await events.runDue(new Date());
    await events.runDue(booking.at24);

    const messages = sentTo(t.fake, chat.id);
    const confirmation = messages.find((call) => String(call.params.text).startsWith("✅"));
    const reminder = messages.find((call) => String(call.params.text).startsWith("⏰"));
    for (const message of [confirmation, reminder]) {
      expect(message, JSON.stringify(messages.map((call) => call.params.text))).toBeDefined();
      expect(String(message!.params.text)).toContain(`💻 Online: ${booking.url}`);
      const rows = (message!.params.reply_markup as Keyboard).inline_keyboard;
      expect(rows[0]).toEqual([{ text: "Join", url: booking.url }]);
      expect(rows[1]![0]!.text).toBe("Manage booking");
    }
    expect(events.errors).toEqual([]);
  });

  it("email: the confirmation and the reminder carry the link (online) or the address with a map link (in person)", async () => {
    const anna = await createUser(t.db, { tenant, firstName: "Anna" });
    await t.db.user.update({ where: { id: anna.id }, data: { language: "ru" } });
    const vera = await createUser(t.db, { tenant, firstName: "Vera" });
    await t.db.user.update({ where: { id: vera.id }, data: { language: "en" } });
    const onlineBooking = await confirmedBooking(anna, online);
    const visitBooking = await confirmedBooking(vera, visit);
    const events = telegramWorkers(t, [tenant]);
    const mail = mailWorker(t.db, smtp.url, () => addresses);
    await events.runDue(new Date());
    await mail.runDue(new Date());
    const at = new Date(Math.max(onlineBooking.at24.getTime(), visitBooking.at24.getTime()));
    await events.runDue(at);
    await mail.runDue(at);

    const annaMail = smtp.to(anna.email!);
    const confirmation = annaMail.find((m) => /подтверждена/i.test(m.parsed.subject ?? ""));
    const reminder = annaMail.find((m) => /^Напоминание/.test(m.parsed.subject ?? ""));
    for (const message of [confirmation, reminder]) {
      expect(message, JSON.stringify(annaMail.map((m) => m.parsed.subject))).toBeDefined();
      expect(message!.parsed.text).toContain(`Подключиться онлайн: ${onlineBooking.url}`);
      expect(message!.parsed.html).toContain(onlineBooking.url);
    }
    const veraReminder = smtp.to(vera.email!).find((m) => /^Reminder/.test(m.parsed.subject ?? ""));
    expect(veraReminder?.parsed.text).toContain(
      "Address: Arbat 10, Moscow\nOn the map: https://yandex.ru/maps/?text=Arbat%2010%2C%20Moscow",
    );
    expect(veraReminder?.parsed.text).not.toContain("meet.jit.si");
    expect([...events.errors, ...mail.errors]).toEqual([]);
    mail.close();
  });
});
