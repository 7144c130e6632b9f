// Staff email for experts (issues 15.9, 16.2, 16.5): on an ENTERPRISE page the booking's own EXPERT
// hears of it by email when they have no Telegram, in their language, once per event, as owners and
// admins do; another expert hears nothing of a booking that is not theirs, and an expert with
// Telegram gets the chat message, no email. Real SMTP server in the test; workers run as in production.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { createBotTestApp, linkTelegram, PUBLIC_URL, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

type Person = User & { token: string };
let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let owner: Person;
let customer: Person;
let elena: { user: Person; expertId: string; slots: Slot[] };
let boris: { user: Person; expertId: string; slots: Slot[] };
let pavel: { user: Person; expertId: string; slots: Slot[] };
let worker: ReturnType<typeof telegramWorkers>;
let smtp: TestSmtp;
let mail: ReturnType<typeof mailWorker>;

async function expertWithSlots(name: string) {
  const member = await createExpertMember(t.db, tenant, name);
  const slots = await createExpertSlots(t.db, tenant, member.expertId, {
    dates: [localDate(tenant, 3)],
    startTime: "10:00",
    endTime: "12:00",
  });
  return { ...member, slots };
}

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { plan: "ENTERPRISE", timeZone: "Europe/Moscow" });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant, { name: "Massage", durationMinutes: 30 });
  owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
  customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  [elena, boris, pavel] = [await expertWithSlots("Elena"), await expertWithSlots("Boris"), await expertWithSlots("Pavel")];
  await t.db.user.update({ where: { id: elena.user.id }, data: { language: "en" } });
  await t.db.user.update({ where: { id: boris.user.id }, data: { language: "en" } });
  await t.db.user.update({ where: { id: owner.id }, data: { language: "ru" } });
  await linkTelegram(t.db, pavel.user, { language: "en" });
  worker = telegramWorkers(t, [tenant]);
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => [owner, customer, elena.user, boris.user, pavel.user].map((user) => user.email!));
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

const subjects = (user: User) => smtp.to(user.email!).map((received) => received.parsed.subject ?? "");

async function deliver(): Promise<void> {
  await worker.runDue(new Date());
  await mail.runDue(new Date());
}

async function book(slot: Slot): Promise<string> {
  const res = await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe("staff email for the booking's expert", () => {
  it("the expert without Telegram gets the new booking and its cancellation by email, in English, once; another expert gets nothing", async () => {
    const id = await book(elena.slots[0]!);
    await deliver();
    expect(subjects(elena.user)).toEqual([expect.stringMatching(/^New booking: Massage, .+, 10:00–10:30 \(Europe\/Moscow\)$/)]);
    expect(subjects(owner)).toEqual([expect.stringMatching(/^Новая запись: Massage/)]);
    expect(subjects(boris.user)).toEqual([]);
    const [toElena] = smtp.to(elena.user.email!);
    expect(toElena!.parsed.text).toContain("Customer: Ann");
    // Their /admin is the expert's own desk.
    expect(toElena!.parsed.text).toContain(`${PUBLIC_URL}/webapp/${tenant.slug}/admin`);
    expect(toElena!.parsed.html).toContain('<html lang="en">');

    // Running the workers again sends nothing more.
    await deliver();
    expect(subjects(elena.user)).toHaveLength(1);

    smtp.received.length = 0;
    expect((await api({ method: "DELETE", url: `/api/bookings/${id}`, as: customer })).statusCode).toBe(200);
    await deliver();
    expect(subjects(elena.user)).toEqual([expect.stringMatching(/^Booking cancelled: Massage/)]);
    expect(subjects(boris.user)).toEqual([]);
  });

  it("a retried event job (as after a crash before its outcome was written) emails the expert no second time", async () => {
    await book(elena.slots[1]!);
    await deliver();
    expect(subjects(elena.user)).toHaveLength(1);
    const event = await t.db.job.findFirstOrThrow({ where: { queue: worker.queue }, orderBy: { createdAt: "desc" } });
    await t.db.job.update({ where: { id: event.id }, data: { status: "QUEUED", doneSteps: [] } });
    expect(await worker.runDue(new Date())).toBe(1);
    await mail.runDue(new Date());
    expect(subjects(elena.user)).toHaveLength(1);
  });

  it("an expert with Telegram hears of their booking in the chat, not by email; the expert without it is not told of it", async () => {
    await book(pavel.slots[0]!);
    await deliver();
    expect(subjects(pavel.user)).toEqual([]);
    expect(subjects(elena.user)).toEqual([]);
    const chat = Number((await t.db.user.findUniqueOrThrow({ where: { id: pavel.user.id } })).telegramId);
    expect(sentTo(t.fake, chat)).toHaveLength(1);
  });
});
