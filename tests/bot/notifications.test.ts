// Booking notifications end to end: the booking engine writes the outbox job in its transaction,
// the "telegram-notify" worker sends through the platform bot (stand-in), and the admins' Confirm /
// Cancel buttons come back through the webhook and run the admin page's transitions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Update, User as TelegramUser } from "grammy/types";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import {
  buttonsOf,
  callbackUpdate,
  createBotTestApp,
  linkTelegram,
  PLATFORM_WEBHOOK_SECRET,
  PUBLIC_URL,
  sentMessage,
  sentTo,
  telegramWorkers,
  type BotTestApp,
} from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let owner: User & { token: string };
let admin: User & { token: string };
let customer: User & { token: string };
let ownerTg: TelegramUser;
let adminTg: TelegramUser;
let customerTg: TelegramUser;
let worker: ReturnType<typeof telegramWorkers>;
let nextSlot = 0;

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { timeZone: "Asia/Yekaterinburg" });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Consultation", durationMinutes: 30 });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "18:00" });
  owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
  admin = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Ivan" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  await createUser(t.db, { tenant, role: "ADMIN", firstName: "NoTelegram" });
  ownerTg = await linkTelegram(t.db, owner, { language: "en" });
  adminTg = await linkTelegram(t.db, admin, { language: "ru" });
  customerTg = await linkTelegram(t.db, customer, { language: "ru" });
  worker = telegramWorkers(t, [tenant]);
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function book(): Promise<{ id: string; startTime: string; endTime: string }> {
  const slot = slots[nextSlot++]!;
  const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function press(from: TelegramUser, data: string, messageCall = sentTo(t.fake, from.id).at(-1)!) {
  const update: Update = callbackUpdate(from, data, sentMessage(messageCall));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/telegram/webhook/platform",
    headers: { "x-telegram-bot-api-secret-token": PLATFORM_WEBHOOK_SECRET },
    payload: update,
  });
  expect(res.statusCode).toBe(200);
  return t.fake.callsTo("answerCallbackQuery").find((call) => call.params.callback_query_id === update.callback_query!.id)!;
}

const statusOf = async (id: string) => (await t.db.booking.findUniqueOrThrow({ where: { id } })).status;

describe("a new booking", () => {
  it("notifies the tenant's owner and admins with a linked chat, in their languages, with Confirm / Cancel", async () => {
    const booking = await book();
    expect(await worker.runDue(new Date())).toBeGreaterThan(0);

    const [toOwner] = sentTo(t.fake, ownerTg.id);
    const [toAdmin] = sentTo(t.fake, adminTg.id);
    expect(toOwner!.params.text).toMatch(
      new RegExp(
        `^New booking\\nService: Consultation\\nWhen: \\w{3}, \\w+ \\d{1,2}, ${booking.startTime}–${booking.endTime} \\(Asia/Yekaterinburg\\)\\nCustomer: Ann, \\+79990000000$`,
      ),
    );
    expect(toAdmin!.params.text).toMatch(
      /^Новая запись\nУслуга: Consultation\nКогда: .+, 09:00–09:30 \(Asia\/Yekaterinburg\)\nКлиент: Ann, \+79990000000$/,
    );
    expect(buttonsOf(toOwner!)).toEqual([
      { text: "✅ Confirm", callback_data: `bk:confirm:${booking.id}` },
      { text: "❌ Cancel", callback_data: `bk:cancel:${booking.id}` },
    ]);
    expect(buttonsOf(toAdmin!).map((button) => button.text)).toEqual(["✅ Подтвердить", "❌ Отменить"]);
    // Customers are not told about other people's bookings, and this one asked for it themselves.
    expect(sentTo(t.fake, customerTg.id)).toEqual([]);
    expect(t.fake.callsTo("sendMessage")).toHaveLength(2);
    // Sent once: running the worker again sends nothing more.
    await worker.runDue(new Date());
    expect(t.fake.callsTo("sendMessage")).toHaveLength(2);
  });

  it("Confirm runs the admin transition for the pressing admin; the other admin's later press is 'already handled'", async () => {
    const booking = await book();
    await worker.runDue(new Date());
    const answer = await press(adminTg, `bk:confirm:${booking.id}`);
    expect(answer.params.text).toBe("✅ Подтвердил(а) Ivan");
    expect(await statusOf(booking.id)).toBe("CONFIRMED");
    const history = await t.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedById])).toEqual([
      [null, "PENDING", customer.id],
      ["PENDING", "CONFIRMED", admin.id],
    ]);
    const edited = t.fake.callsTo("editMessageText").find((call) => call.params.chat_id === adminTg.id)!;
    expect(edited.params.text).toMatch(/\n\n✅ Подтвердил\(а\) Ivan$/);
    expect(edited.params.reply_markup).toBeUndefined();

    const late = await press(ownerTg, `bk:cancel:${booking.id}`);
    expect(late.params.text).toBe("Already handled.");
    expect(await statusOf(booking.id)).toBe("CONFIRMED");
    expect(t.fake.callsTo("editMessageText").find((call) => call.params.chat_id === ownerTg.id)!.params.text).toMatch(
      /\n\nAlready handled: the booking is confirmed\.$/,
    );
    const again = await press(adminTg, `bk:confirm:${booking.id}`, sentTo(t.fake, adminTg.id)[0]!);
    expect(again.params.text).toBe("Уже обработано.");

    // The customer hears about it, in Russian, with the booking's own (signed) page.
    await worker.runDue(new Date());
    const [toCustomer] = sentTo(t.fake, customerTg.id);
    expect(toCustomer!.params.text).toMatch(/^✅ Ваша запись подтверждена\.\nConsultation\n.+, 09:30–10:00 \(Asia\/Yekaterinburg\)$/);
    expect(buttonsOf(toCustomer!)).toEqual([
      {
        text: "Управлять записью",
        web_app: { url: expect.stringMatching(`^${PUBLIC_URL}/webapp/${tenant.slug}/my-bookings/[0-9a-f-]{36}\\?t=`) },
      },
    ]);
  });

  it("Cancel cancels and frees the slot; the customer is told", async () => {
    const booking = await book();
    await worker.runDue(new Date());
    const answer = await press(ownerTg, `bk:cancel:${booking.id}`);
    expect(answer.params.text).toBe("❌ Cancelled by Olga");
    expect(await t.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { slots: true } })).toMatchObject({
      status: "CANCELLED",
      slots: [],
    });
    await worker.runDue(new Date());
    expect(sentTo(t.fake, customerTg.id).map((call) => call.params.text)).toEqual([expect.stringMatching(/^❌ Ваша запись отменена\./)]);
  });

  it("a customer's press, or an admin of another tenant's, is refused and changes nothing", async () => {
    const booking = await book();
    await worker.runDue(new Date());
    const message = sentTo(t.fake, adminTg.id).at(-1)!;
    const elsewhere = await createUser(t.db, { tenant: await createTenant(t.db), role: "OWNER" });
    const strangers = [customerTg, await linkTelegram(t.db, elsewhere, { language: "en" })];
    for (const stranger of strangers) {
      const answer = await press(stranger, `bk:confirm:${booking.id}`, message);
      expect(answer.params).toMatchObject({ show_alert: true });
    }
    expect(t.fake.callsTo("answerCallbackQuery").map((call) => call.params.text)).toEqual([
      "Это могут сделать только администраторы этой страницы записи.",
      "Only administrators of this booking page can do this.",
    ]);
    expect(await statusOf(booking.id)).toBe("PENDING");
    expect(t.fake.callsTo("editMessageText")).toEqual([]);
  });
});

describe("the customer", () => {
  it("hears about payment, moving and cancellation in their language and the tenant's time zone", async () => {
    const booking = await book();
    const target = slots.at(-1)!;
    await t.db.user.update({ where: { id: customer.id }, data: { language: "en" } });
    await worker.runDue(new Date());
    t.fake.reset();
    expect(
      (await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "PAID" } })).statusCode,
    ).toBe(200);
    await worker.runDue(new Date());
    expect(
      (await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/reschedule`, as: admin, body: { newSlotId: target.id } }))
        .statusCode,
    ).toBe(200);
    await worker.runDue(new Date());
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin })).statusCode).toBe(200);
    await worker.runDue(new Date());

    const when = (startTime: string, endTime: string) => `\\w{3}, \\w+ \\d+, ${startTime}–${endTime} \\(Asia/Yekaterinburg\\)$`;
    expect(sentTo(t.fake, customerTg.id).map((call) => call.params.text)).toEqual([
      expect.stringMatching(new RegExp(`^💳 Your payment is received\\.\\nConsultation\\n${when(booking.startTime, booking.endTime)}`)),
      expect.stringMatching(new RegExp(`^🔁 Your booking has moved to a new time\\.\\nConsultation\\n${when("17:30", "18:00")}`)),
      expect.stringMatching(new RegExp(`^❌ Your booking is cancelled\\.\\nConsultation\\n${when("17:30", "18:00")}`)),
    ]);
  });

  it("gets only what is still true when the worker comes late: a confirmation overtaken by a cancellation is not sent", async () => {
    await t.db.user.update({ where: { id: customer.id }, data: { language: "ru" } });
    const booking = await book();
    await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "CONFIRMED" } });
    await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin });
    await worker.runDue(new Date());
    expect(sentTo(t.fake, customerTg.id).map((call) => call.params.text)).toEqual([expect.stringMatching(/^❌ Ваша запись отменена\./)]);
    // Staff hear every event, in order (issue 26.6): the new booking, already showing it cancelled
    // (no buttons), then the cancellation; the confirmation is what staff do themselves: no message.
    const toAdmin = sentTo(t.fake, adminTg.id);
    expect(toAdmin.map((call) => call.params.text)).toEqual([
      expect.stringMatching(/^Новая запись\n[\s\S]+\n\nСтатус: отменена\.$/),
      expect.stringMatching(/^❌ Запись отменена\n/),
    ]);
    expect(toAdmin[0]!.params.reply_markup).toBeUndefined();
  });

  it("who blocked the bot is marked unreachable after one 403, the job is done (not retried), and later messages are not tried", async () => {
    const booking = await book();
    await worker.runDue(new Date());
    const unblock = t.fake.blockChat(customerTg.id);
    await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "CONFIRMED" } });
    await worker.runDue(new Date());
    expect(sentTo(t.fake, customerTg.id).map((call) => call.response.ok)).toEqual([false]);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).telegramUnreachable).toBe(true);
    const pending = { queue: worker.queue, status: { not: "DONE" as const }, payload: { path: ["type"], equals: "booking-event" } };
    expect(await t.db.job.count({ where: pending })).toBe(0);

    await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "PAID" } });
    await worker.runDue(new Date());
    expect(sentTo(t.fake, customerTg.id)).toHaveLength(1);
    unblock();
    await t.db.user.update({ where: { id: customer.id }, data: { telegramUnreachable: false } });
  });
});
