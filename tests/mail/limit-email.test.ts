// Issue 15.7 / 15.9 by email: the booking that uses up a FREE page's bookings of the month tells an
// owner WITHOUT Telegram by email, in their language, once (a retried alert sends nothing more), with
// a link to the subscription tab; an owner with Telegram gets the bot's message and no email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, PUBLIC_URL, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor } from "../booking/api.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

let t: BotTestApp;
let smtp: TestSmtp;
const owners: User[] = [];
let mail: ReturnType<typeof mailWorker>;

beforeAll(async () => {
  t = await createBotTestApp();
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => owners.map((owner) => owner.email!));
});
afterAll(async () => {
  mail.close();
  await smtp.close();
  await t.close();
});

/** A FREE page whose month has 9 bookings already; the returned call books the 10th, 11th... */
async function nearlyFullPage(name: string): Promise<{ tenant: Tenant; owner: User; book: () => Promise<number> }> {
  let tenant = await createTenant(t.db, { plan: "FREE", timeZone: "Europe/Moscow" });
  tenant = await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: name, maxPendingPerCustomer: 0 } });
  const service: Service = await createService(t.db, tenant);
  const slots: Slot[] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "18:00" });
  const customer = await createUser(t.db, { tenant });
  const owner = await createUser(t.db, { tenant, role: "OWNER" });
  owners.push(owner);
  for (const slot of slots.slice(0, 9)) await createBookingRow(t.db, { tenant, user: customer, service, slots: [slot] });
  const api = apiFor(t.app, tenant);
  let next = 9;
  const book = async () =>
    (await api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slots[next++]!.id } }))
      .statusCode;
  return { tenant, owner, book };
}

const limitMails = (owner: User) =>
  smtp.to(owner.email!).filter((received) => /bookings are used up|записи этого месяца исчерпаны/.test(received.parsed.subject ?? ""));

describe("the monthly booking limit by email", () => {
  it("an owner without Telegram gets one email in their language with the subscription link; a retried alert sends none", async () => {
    const { tenant, owner, book } = await nearlyFullPage("Studio Len");
    await t.db.user.update({ where: { id: owner.id }, data: { language: "ru" } });
    const worker = telegramWorkers(t, [tenant]);
    expect(await book()).toBe(201); // the 10th uses the month up
    expect(await book()).toBe(403); // the 11th is refused
    await worker.runDue(new Date());
    await mail.runDue(new Date());
    const [letter, ...more] = limitMails(owner);
    expect(more).toEqual([]);
    expect(letter!.parsed.subject).toBe("Studio Len: записи этого месяца исчерпаны");
    expect(letter!.parsed.text).toMatch(
      /«Studio Len» приняла все 10 записей этого месяца, которые позволяет тариф\. Клиенты не увидят свободных дней до 1 \S+\./,
    );
    expect(letter!.parsed.text).toContain(`${PUBLIC_URL}/account?tenant=${tenant.slug}&tab=subscription`);
    expect(letter!.parsed.html).toContain('<html lang="ru">');

    // The alert job runs again (as after a crash before its outcome was written): no second email.
    const alert = await t.db.job.findFirstOrThrow({ where: { uniqueKey: { startsWith: `booking-limit:${tenant.id}:` } } });
    await t.db.job.update({ where: { id: alert.id }, data: { status: "QUEUED", doneSteps: [], queue: worker.queue } });
    expect(await worker.runDue(new Date())).toBe(1);
    await mail.runDue(new Date());
    expect(limitMails(owner)).toHaveLength(1);
  });

  it("an owner with Telegram is told by the bot, not by email", async () => {
    const { tenant, owner, book } = await nearlyFullPage("Studio Tg");
    const ownerTg = await linkTelegram(t.db, owner, { language: "en" });
    const worker = telegramWorkers(t, [tenant]);
    expect(await book()).toBe(201);
    await worker.runDue(new Date());
    await mail.runDue(new Date());
    expect(sentTo(t.fake, ownerTg.id).filter((call) => String(call.params.text).includes("bookings of this month"))).toHaveLength(1);
    expect(limitMails(owner)).toEqual([]);
  });
});
