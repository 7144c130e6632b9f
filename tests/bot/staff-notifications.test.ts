// Staff hear of every change of a booking (issue 15.9): the owner, the admins and the booking's
// expert get a message in their language when a customer cancels, when it is paid and when it
// moves, once each even with two workers, and their earlier new-booking message is edited so its
// Confirm / Cancel buttons never go stale. The booking's expert decides it with those buttons as on
// their desk; another expert cannot.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { User as TelegramUser } from "grammy/types";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import {
  buttonsOf,
  callbackUpdate,
  createBotTestApp,
  linkTelegram,
  PLATFORM_WEBHOOK_SECRET,
  sentMessage,
  sentTo,
  telegramWorkers,
  type BotTestApp,
} from "../support/telegram.ts";
import type { RecordedCall } from "@booking/telegram/testing/fake-bot-api";
import { apiFor, type Api } from "../booking/api.ts";

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let admin: User & { token: string };
let customer: User & { token: string };
let ownerTg: TelegramUser;
let adminTg: TelegramUser;
let expertTg: TelegramUser;
let otherExpertTg: TelegramUser;
let customerTg: TelegramUser;
let worker: ReturnType<typeof telegramWorkers>;
let nextSlot = 0;

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Haircut", durationMinutes: 30 });
  const owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
  admin = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Ivan" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  const expert = await createExpertMember(t.db, tenant, "Eva");
  const otherExpert = await createExpertMember(t.db, tenant, "Max");
  slots = await createExpertSlots(t.db, tenant, expert.expertId, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "13:00" });
  ownerTg = await linkTelegram(t.db, owner, { language: "en" });
  adminTg = await linkTelegram(t.db, admin, { language: "ru" });
  expertTg = await linkTelegram(t.db, expert.user, { language: "en" });
  otherExpertTg = await linkTelegram(t.db, otherExpert.user, { language: "en" });
  customerTg = await linkTelegram(t.db, customer, { language: "ru" });
  // Two workers: every job runs once, so every message goes once.
  worker = telegramWorkers(t, [tenant], 2);
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

async function book(): Promise<{ id: string }> {
  const res = await api({
    method: "POST",
    url: "/api/bookings",
    as: customer,
    body: { serviceId: service.id, slotId: slots[nextSlot++]!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  await worker.runDue(new Date());
  return res.json();
}

const textsTo = (tg: TelegramUser) => sentTo(t.fake, tg.id).map((call) => call.params.text as string);
const editsOf = (tg: TelegramUser, message: RecordedCall) =>
  t.fake
    .callsTo("editMessageText")
    .filter((call) => String(call.params.chat_id) === String(tg.id) && call.params.message_id === sentMessage(message).message_id);

describe("staff notifications", () => {
  it("a new booking reaches the owner, the admins and the booking's expert (not another expert, not the customer), and its message ids are kept per tenant", async () => {
    const booking = await book();
    expect(textsTo(ownerTg)).toEqual([expect.stringMatching(/^New booking\n/)]);
    expect(textsTo(adminTg)).toEqual([expect.stringMatching(/^Новая запись\n/)]);
    expect(textsTo(expertTg)).toEqual([expect.stringMatching(/^New booking\n/)]);
    expect(textsTo(otherExpertTg)).toEqual([]);
    expect(textsTo(customerTg)).toEqual([]);
    const stored = await t.db.staffBookingMessage.findMany({ where: { bookingId: booking.id } });
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.tenantId === tenant.id && row.botConfigId === null)).toBe(true);
  });

  it("the new-booking message carries the customer's answers to the service's questions (issue 31.1), in each reader's language", async () => {
    const questions = [
      { id: "goal", kind: "shortText", label: { ru: "Цель встречи", en: "Goal" }, required: true },
      { id: "first", kind: "checkbox", label: { ru: "Впервые", en: "First visit" }, required: false },
    ];
    await t.db.service.update({ where: { id: service.id }, data: { intakeQuestions: questions } });
    try {
      const res = await api({
        method: "POST",
        url: "/api/bookings",
        as: customer,
        body: { serviceId: service.id, slotId: slots[nextSlot++]!.id, answers: { goal: "A new job", first: true } },
      });
      expect(res.statusCode, res.body).toBe(201);
      await worker.runDue(new Date());
      expect(textsTo(ownerTg)).toEqual([expect.stringMatching(/\n\nAnswers:\nGoal: A new job\nFirst visit: yes$/)]);
      expect(textsTo(adminTg)).toEqual([expect.stringMatching(/\n\nОтветы:\nЦель встречи: A new job\nВпервые: да$/)]);
      expect(textsTo(customerTg)).toEqual([]);
      // Cancelled again: the customer's pending bookings are limited, and the later tests book too.
      expect((await api({ method: "DELETE", url: `/api/bookings/${res.json().id}`, as: customer })).statusCode).toBe(200);
      await worker.runDue(new Date());
    } finally {
      await t.db.service.update({ where: { id: service.id }, data: { intakeQuestions: [] } });
    }
  });

  it("a customer's own cancellation notifies each staff member once, in their language, and removes the old buttons", async () => {
    const booking = await book();
    const [ownerMessage] = sentTo(t.fake, ownerTg.id);
    const [adminMessage] = sentTo(t.fake, adminTg.id);
    expect(buttonsOf(ownerMessage!)).toHaveLength(2);
    t.fake.reset();
    expect((await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: customer })).statusCode).toBe(200);
    await worker.runDue(new Date());
    await worker.runDue(new Date());

    // Issue 25.4: staff learn the customer did it themselves.
    expect(textsTo(ownerTg)).toEqual([
      expect.stringMatching(/^❌ Booking cancelled\nService: Haircut\nWhen: .+\nCustomer: Ann\nBy the customer, online\.$/),
    ]);
    expect(textsTo(adminTg)).toEqual([
      expect.stringMatching(/^❌ Запись отменена\nУслуга: Haircut\n[\s\S]+\nКлиент сделал это сам, онлайн\.$/),
    ]);
    expect(textsTo(expertTg)).toEqual([expect.stringMatching(/^❌ Booking cancelled\n/)]);
    expect(textsTo(otherExpertTg)).toEqual([]);
    const [ownerEdit, ...moreOwnerEdits] = editsOf(ownerTg, ownerMessage!);
    expect(moreOwnerEdits).toEqual([]);
    expect(ownerEdit!.params.text).toMatch(/^New booking\n[\s\S]+\n\nStatus: cancelled\.$/);
    expect(ownerEdit!.params.reply_markup).toBeUndefined();
    expect(editsOf(adminTg, adminMessage!).map((call) => call.params.text)).toEqual([expect.stringMatching(/\n\nСтатус: отменена\.$/)]);
  });

  it("a booking cancelled before its new-booking message went out still reaches staff: the message says cancelled (no buttons), then the cancellation, once each (issue 26.6)", async () => {
    const res = await api({
      method: "POST",
      url: "/api/bookings",
      as: customer,
      body: { serviceId: service.id, slotId: slots[nextSlot++]!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as { id: string };
    expect((await api({ method: "DELETE", url: `/api/bookings/${booking.id}`, as: customer })).statusCode).toBe(200);
    await worker.runDue(new Date());
    for (const [tg, first, final, cancelled] of [
      [ownerTg, /^New booking\n/, /\n\nStatus: cancelled\.$/, /^❌ Booking cancelled\n/],
      [adminTg, /^Новая запись\n/, /\n\nСтатус: отменена\.$/, /^❌ Запись отменена\n/],
    ] as const) {
      const sent = sentTo(t.fake, tg.id);
      expect(sent.map((call) => call.params.text)).toEqual([expect.stringMatching(first), expect.stringMatching(cancelled)]);
      expect(sent[0]!.params.text).toMatch(final);
      expect(buttonsOf(sent[0]!)).toEqual([]);
    }
  });

  it("a payment notifies staff (not the customer's staff text), and a confirmation by another admin edits the rest's buttons without a new message", async () => {
    const booking = await book();
    const [ownerMessage] = sentTo(t.fake, ownerTg.id);
    const [expertMessage] = sentTo(t.fake, expertTg.id);
    t.fake.reset();
    expect(
      (await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "CONFIRMED" } })).statusCode,
    ).toBe(200);
    await worker.runDue(new Date());
    // Confirming is what staff do themselves: no message, but no Confirm / Cancel left either.
    expect(textsTo(ownerTg)).toEqual([]);
    expect(editsOf(ownerTg, ownerMessage!).map((call) => [call.params.text, call.params.reply_markup])).toEqual([
      [expect.stringMatching(/\n\nStatus: confirmed\.$/), undefined],
    ]);
    expect(editsOf(expertTg, expertMessage!)).toHaveLength(1);

    t.fake.reset();
    expect(
      (await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/status`, as: admin, body: { status: "PAID" } })).statusCode,
    ).toBe(200);
    await worker.runDue(new Date());
    expect(textsTo(ownerTg)).toEqual([expect.stringMatching(/^💳 Booking paid\nService: Haircut\n/)]);
    expect(textsTo(adminTg)).toEqual([expect.stringMatching(/^💳 Запись оплачена\n/)]);
    expect(textsTo(expertTg)).toEqual([expect.stringMatching(/^💳 Booking paid\n/)]);
    expect(textsTo(customerTg)).toEqual([expect.stringMatching(/^💳 Оплата получена\./)]);
    expect(editsOf(ownerTg, ownerMessage!).map((call) => call.params.text)).toEqual([expect.stringMatching(/\n\nStatus: paid\.$/)]);
  });

  it("a move notifies staff with the new time, and a still pending booking keeps its buttons at the new time", async () => {
    const booking = await book();
    const [adminMessage] = sentTo(t.fake, adminTg.id);
    const target = slots.at(-1)!;
    t.fake.reset();
    expect(
      (await api({ method: "PUT", url: `/api/admin/bookings/${booking.id}/reschedule`, as: admin, body: { newSlotId: target.id } }))
        .statusCode,
    ).toBe(200);
    await worker.runDue(new Date());
    expect(textsTo(ownerTg)).toEqual([
      expect.stringMatching(/^🔁 Booking moved to a new time\nService: Haircut\nWhen: .+, 12:30–13:00 \(Europe\/Moscow\)\nCustomer: Ann$/),
    ]);
    expect(textsTo(adminTg)).toEqual([expect.stringMatching(/^🔁 Запись перенесена на другое время\n/)]);
    expect(textsTo(expertTg)).toHaveLength(1);
    const [edit, ...more] = editsOf(adminTg, adminMessage!);
    expect(more).toEqual([]);
    expect(edit!.params.text).toMatch(/^Новая запись\nУслуга: Haircut\nКогда: .+, 12:30–13:00 \(Europe\/Moscow\)\nКлиент: Ann/);
    expect(buttonsOf(edit!).map((button) => button.callback_data)).toEqual([`bk:confirm:${booking.id}`, `bk:cancel:${booking.id}`]);
  });

  it("the booking's expert confirms it with their message's button; another expert's press is refused and changes nothing", async () => {
    const booking = await book();
    const [expertMessage] = sentTo(t.fake, expertTg.id);
    const press = async (from: TelegramUser) => {
      const update = callbackUpdate(from, `bk:confirm:${booking.id}`, sentMessage(expertMessage!));
      const res = await t.app.inject({
        method: "POST",
        url: "/api/telegram/webhook/platform",
        headers: { "x-telegram-bot-api-secret-token": PLATFORM_WEBHOOK_SECRET },
        payload: update,
      });
      expect(res.statusCode).toBe(200);
      return t.fake.callsTo("answerCallbackQuery").find((call) => call.params.callback_query_id === update.callback_query!.id)!;
    };
    const status = async () => (await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status;
    const refused = await press(otherExpertTg);
    expect(refused.params.show_alert).toBe(true);
    expect(await status()).toBe("PENDING");
    const done = await press(expertTg);
    expect(done.params.show_alert).toBeUndefined();
    expect(done.params.text).toContain("Eva");
    expect(await status()).toBe("CONFIRMED");
    const history = await t.db.bookingStatusChange.findFirst({ where: { bookingId: booking.id, toStatus: "CONFIRMED" } });
    expect(history?.changedById).toBe((await t.db.expert.findFirstOrThrow({ where: { tenantId: tenant.id, name: "Eva" } })).userId);
  });
});

describe("staff notifications of self-service (issue 25.4)", () => {
  it("a customer's own move within the business's policy reaches staff as a move the customer made (issue 25.4)", async () => {
    await t.db.tenant.update({ where: { id: tenant.id }, data: { selfMoveHours: 0 } });
    // Times of its own (the other cases count on the first day's), of the same expert.
    const own = await createExpertSlots(t.db, tenant, slots[0]!.expertId, {
      dates: [localDate(tenant, 4)],
      startTime: "09:00",
      endTime: "10:30",
    });
    const made = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: own[0]!.id } });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as { id: string };
    await worker.runDue(new Date());
    t.fake.reset();
    const moved = await api({
      method: "PUT",
      url: `/api/bookings/${booking.id}/move`,
      as: customer,
      body: { newSlotId: own[1]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await worker.runDue(new Date());
    expect(textsTo(ownerTg)).toEqual([expect.stringMatching(/^🔁 Booking moved to a new time\n[\s\S]+\nBy the customer, online\.$/)]);
    expect(textsTo(expertTg)).toEqual([expect.stringMatching(/\nBy the customer, online\.$/)]);
    // An admin's move says nothing of the kind.
    t.fake.reset();
    const byAdmin = await api({
      method: "PUT",
      url: `/api/admin/bookings/${booking.id}/reschedule`,
      as: admin,
      body: { newSlotId: own[2]!.id },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    await worker.runDue(new Date());
    expect(textsTo(ownerTg)).toEqual([expect.not.stringContaining("By the customer")]);
    await t.db.tenant.update({ where: { id: tenant.id }, data: { selfMoveHours: null } });
  });
});
