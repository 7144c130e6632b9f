// Booking emails for people without Telegram (issue 16.5), end to end: the booking engine writes
// its event job, the "telegram-notify" worker queues the emails of those without a chat, and the
// mail worker delivers them to a real SMTP server in the test. Each arrives once, in the
// recipient's language; people with Telegram get no email. The renewal invoice reaches the owner.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, PUBLIC_URL, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type ReceivedMail, type TestSmtp } from "../support/mail.ts";

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let owner: User & { token: string };
let admin: User & { token: string };
let webCustomer: User & { token: string };
let tgCustomer: User & { token: string };
let worker: ReturnType<typeof telegramWorkers>;
let smtp: TestSmtp;
let mail: ReturnType<typeof mailWorker>;
let nextSlot = 0;

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { timeZone: "Asia/Yekaterinburg" });
  await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: "Salon Aurora" } });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Consultation", durationMinutes: 30 });
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "18:00" });
  owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
  admin = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Ivan" });
  webCustomer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  tgCustomer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Boris" });
  await t.db.user.update({ where: { id: owner.id }, data: { language: "en" } });
  await t.db.user.update({ where: { id: webCustomer.id }, data: { language: "ru" } });
  await linkTelegram(t.db, admin, { language: "ru" });
  await linkTelegram(t.db, tgCustomer, { language: "en" });
  worker = telegramWorkers(t, [tenant]);
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => [owner.email!, admin.email!, webCustomer.email!, tgCustomer.email!]);
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

async function book(as: User & { token: string }): Promise<string> {
  const res = await api({ method: "POST", url: "/api/bookings", as, body: { serviceId: service.id, slotId: slots[nextSlot++]!.id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Runs the event worker, then the mail worker; what each address received in this test. */
async function deliver(): Promise<Record<"owner" | "admin" | "web" | "tg", string[]>> {
  await worker.runDue(new Date());
  await mail.runDue(new Date());
  const subjects = (user: User) => smtp.to(user.email!).map((received: ReceivedMail) => received.parsed.subject ?? "");
  return { owner: subjects(owner), admin: subjects(admin), web: subjects(webCustomer), tg: subjects(tgCustomer) };
}

describe("booking emails", () => {
  it("a web customer's booking: the customer and the owner without Telegram get an email each, in their languages; the admin with Telegram gets a chat message only", async () => {
    await book(webCustomer);
    const got = await deliver();
    expect(got.web).toEqual(["Запись получена: Consultation"]);
    expect(got.owner).toEqual([
      expect.stringMatching(/^New booking: Consultation, \w{3}, \w+ \d{1,2}, 09:00–09:30 \(Asia\/Yekaterinburg\)$/),
    ]);
    expect(got.admin).toEqual([]);
    expect(sentTo(t.fake, Number((await t.db.user.findUniqueOrThrow({ where: { id: admin.id } })).telegramId))).toHaveLength(1);

    const [toCustomer] = smtp.to(webCustomer.email!);
    expect(toCustomer!.parsed.text).toContain("Salon Aurora: ваша запись получена.");
    // The booking's own page, signed (issue 25.4); the spec's rule lets the customer cancel a PENDING booking.
    expect(toCustomer!.parsed.text).toMatch(
      new RegExp(`Управлять записью: ${PUBLIC_URL}/webapp/${tenant.slug}/my-bookings/[0-9a-f-]{36}\\?t=`),
    );
    expect(toCustomer!.parsed.text).toContain("Запись можно отменить онлайн.");
    expect(toCustomer!.parsed.html).toContain('<html lang="ru">');
    const [toOwner] = smtp.to(owner.email!);
    expect(toOwner!.parsed.text).toContain("Customer: Ann, +79990000000");
    expect(toOwner!.parsed.text).toContain(`${PUBLIC_URL}/webapp/${tenant.slug}/admin`);

    // Once: the workers running again send nothing more.
    expect(await deliver()).toEqual({ owner: [expect.any(String)], admin: [], web: [expect.any(String)], tg: [] });
  });

  it("confirmed, moved, paid and cancelled: the customer hears each; staff hear all but the confirmation", async () => {
    const id = await book(webCustomer);
    await deliver();
    smtp.received.length = 0;
    const as = admin;
    expect((await api({ method: "PUT", url: `/api/admin/bookings/${id}/status`, as, body: { status: "CONFIRMED" } })).statusCode).toBe(200);
    let got = await deliver();
    expect(got.web).toEqual(["Запись подтверждена: Consultation"]);
    expect(got.owner).toEqual([]);

    smtp.received.length = 0;
    const moved = await api({ method: "PUT", url: `/api/admin/bookings/${id}/reschedule`, as, body: { newSlotId: slots.at(-1)!.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    got = await deliver();
    expect(got.web).toEqual(["Запись перенесена: Consultation"]);
    expect(got.owner).toEqual([expect.stringMatching(/^Booking moved: Consultation, .+, 17:30–18:00 /)]);

    smtp.received.length = 0;
    expect((await api({ method: "PUT", url: `/api/admin/bookings/${id}/status`, as, body: { status: "PAID" } })).statusCode).toBe(200);
    got = await deliver();
    expect(got.web).toEqual(["Оплата получена: Consultation"]);
    expect(got.owner).toEqual([expect.stringMatching(/^Booking paid: Consultation/)]);

    smtp.received.length = 0;
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${id}`, as })).statusCode).toBe(200);
    got = await deliver();
    expect(got.web).toEqual(["Запись отменена: Consultation"]);
    expect(got.owner).toEqual([expect.stringMatching(/^Booking cancelled: Consultation/)]);
    expect(got.admin).toEqual([]);
  });

  it("a customer with Telegram gets no email; a retried event job queues no email twice", async () => {
    await book(tgCustomer);
    const got = await deliver();
    expect(got.tg).toEqual([]);
    expect(got.owner).toEqual([expect.stringMatching(/^New booking/)]);
    // The event job runs again (as after a crash before its outcome was written): no second email.
    const event = await t.db.job.findFirstOrThrow({ where: { queue: worker.queue }, orderBy: { createdAt: "desc" } });
    await t.db.job.update({ where: { id: event.id }, data: { status: "QUEUED", doneSteps: [] } });
    expect(await worker.runDue(new Date())).toBe(1);
    await mail.runDue(new Date());
    expect(smtp.to(owner.email!)).toHaveLength(1);
  });
});
