// Issue 18.1: a customer who opened the mini app from a shared link never pressed /start, so the
// bot may not write to them. The mini app asks (Telegram's write-access request) and reports the
// answer: refused, their booking messages go by email instead; allowed, Telegram again. The
// Telegram user is the signed init data's, never the body's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import type { TelegramUser } from "@booking/telegram";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { api as call, initDataFor, telegramUser } from "../support/identity.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let customer: User & { token: string };
let admin: User & { token: string };
/** The customer as the mini app's init data names them. */
let from: TelegramUser;
let worker: ReturnType<typeof telegramWorkers>;
let smtp: TestSmtp;
let mail: ReturnType<typeof mailWorker>;
let nextSlot = 0;

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Consultation" });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "12:00" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Vera" });
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  const linked = await linkTelegram(t.db, customer, { language: "en" });
  from = telegramUser({ id: linked.id, firstName: "Vera" });
  worker = telegramWorkers(t, [tenant]);
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => [customer.email!]);
});
afterAll(async () => {
  mail.close();
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  t.fake.reset();
});

const report = (body: unknown, user: TelegramUser = from) =>
  call(t, { method: "POST", url: "/api/user/telegram/write-access", tenant, initData: initDataFor(user), body });

/** The customer books, the admin confirms; what reached the customer: Telegram messages and emails. */
async function bookAndDeliver(): Promise<{ telegram: number; emails: number }> {
  const res = await api({
    method: "POST",
    url: "/api/bookings",
    as: customer,
    body: { serviceId: service.id, slotId: slots[nextSlot++]!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  await worker.runDue(new Date());
  const confirmed = await api({
    method: "PUT",
    url: `/api/admin/bookings/${res.json().id}/status`,
    as: admin,
    body: { status: "CONFIRMED" },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await worker.runDue(new Date());
  await mail.runDue(new Date());
  return { telegram: sentTo(t.fake, from.id).length, emails: smtp.to(customer.email!).length };
}

describe("the bot's write access", () => {
  it("a refusal sends the booking messages by email; an allowance brings Telegram back", async () => {
    expect(await bookAndDeliver()).toEqual({ telegram: 1, emails: 0 });

    t.fake.reset();
    smtp.received.length = 0;
    expect((await report({ allowed: false })).json()).toEqual({ recorded: true, reachable: false });
    // Received and confirmed: both by email now.
    expect(await bookAndDeliver()).toEqual({ telegram: 0, emails: 2 });

    t.fake.reset();
    smtp.received.length = 0;
    expect((await report({ allowed: true })).json()).toEqual({ recorded: true, reachable: true });
    expect(await bookAndDeliver()).toEqual({ telegram: 1, emails: 0 });
  });

  it("signed init data that allows writing wins over a reported refusal", async () => {
    const res = await report({ allowed: false }, { ...from, allowsWriteToPm: true });
    expect(res.json()).toEqual({ recorded: true, reachable: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).telegramUnreachable).toBe(false);
  });

  it("records nothing for a Telegram user without an account", async () => {
    expect((await report({ allowed: false }, telegramUser())).json()).toEqual({ recorded: false, reachable: false });
  });

  it("needs init data, and refuses malformed or extra input with 400", async () => {
    const bearerOnly = await api({ method: "POST", url: "/api/user/telegram/write-access", as: customer, body: { allowed: false } });
    expect([bearerOnly.statusCode, errorOf(bearerOnly)]).toEqual([401, "noTelegramData"]);
    for (const body of [{}, { allowed: "yes" }, { allowed: true, userId: customer.id }]) {
      const res = await report(body);
      expect([res.statusCode, errorOf(res)], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect((await t.db.user.findUniqueOrThrow({ where: { id: customer.id } })).telegramUnreachable).toBe(false);
  });
});
