// Waitlist offers through the bot (issue 18.3), against the Bot API stand-in: freed time is offered
// to the first waiting customer in their language with a Claim button, once (two workers); when
// the window passes it goes to the next, whose Claim books it; a Claim after the window answers
// "already offered to someone else", and the first one hears once that the time went on and their
// entry ended. A customer without Telegram is told both by email.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Update, User as TelegramUser } from "grammy/types";
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import { claimFromTelegram, databases, findEndedWaitlistOffer, MAIL_QUEUE, renderEmail } from "@booking/core";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
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
import { waitlistWorkers } from "../support/waitlist.ts";
import { apiFor, type Api } from "../booking/api.ts";
import type { RecordedCall } from "@booking/telegram/testing/fake-bot-api";

let t: BotTestApp;

const AFTER_WINDOW_MS = (WAITLIST_OFFER_MINUTES + 1) * 60_000;

interface Scene {
  tenant: Tenant;
  api: Api;
  service: Service;
  slot: Slot;
  customers: Array<User & { token: string }>;
  telegram: ReturnType<typeof telegramWorkers>;
  waitlist: ReturnType<typeof waitlistWorkers>;
  /** The admin cancels the booking that fills the day. */
  cancel(): Promise<void>;
}

async function scene(languages: Array<"ru" | "en" | null>): Promise<Scene & { tg: TelegramUser[] }> {
  const tenant = await createTenant(t.db, { timeZone: "Europe/Moscow" });
  const api = apiFor(t.app, tenant);
  const service = await createService(t.db, tenant, { name: "Haircut" });
  const admin = await createUser(t.db, { tenant, role: "ADMIN" });
  const date = localDate(tenant, 2);
  const [slot] = (await createSlots(t.db, tenant, { dates: [date], startTime: "10:00", endTime: "10:30" })) as [Slot];
  const booking = await createBookingRow(t.db, { tenant, user: await createUser(t.db, { tenant }), service, slots: [slot] });
  const customers: Array<User & { token: string }> = [];
  const tg: TelegramUser[] = [];
  for (const language of languages) {
    const customer = await createUser(t.db, { tenant });
    if (language) tg.push(await linkTelegram(t.db, customer, { language }));
    const res = await api({ method: "POST", url: "/api/waitlist", as: customer, body: { serviceId: service.id, date } });
    expect(res.statusCode, res.body).toBe(201);
    customers.push(customer);
  }
  const cancel = async () => {
    expect((await api({ method: "DELETE", url: `/api/admin/bookings/${booking.id}`, as: admin })).statusCode).toBe(200);
  };
  return {
    tenant,
    api,
    service,
    slot,
    customers,
    tg,
    telegram: telegramWorkers(t, [tenant], 2),
    waitlist: waitlistWorkers(t.db, [tenant], 2),
    cancel,
  };
}

/** Matches and expiries at `at`, then the messages they queued. */
async function runAll(s: Scene, at = new Date()) {
  await s.waitlist.runDue(at);
  await s.telegram.runDue(at);
}

async function press(from: TelegramUser, data: string, messageCall: RecordedCall) {
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

const offersTo = (tg: TelegramUser) =>
  sentTo(t.fake, tg.id).filter((call) => buttonsOf(call).some((button) => button.callback_data?.startsWith("wl:")));

beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

describe("waitlist offers in Telegram", () => {
  it("offers freed time to the first in line only, once, in their language, with Claim and My bookings", async () => {
    const s = await scene(["en", "ru", "en"]);
    await s.cancel();
    await runAll(s);
    await runAll(s);
    const [first, second, third] = s.tg as [TelegramUser, TelegramUser, TelegramUser];
    const offers = offersTo(first);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.params.text).toMatch(
      /^🎉 A time you waited for at .+ is free\.\nHaircut\n.+10:00–10:30 \(Europe\/Moscow\)\n\nIt is held for you for 10 minutes/,
    );
    expect(buttonsOf(offers[0]!).map((button) => button.text)).toEqual(["✅ Claim", "My bookings"]);
    expect(buttonsOf(offers[0]!)[1]!.web_app?.url).toContain(`${PUBLIC_URL}/webapp/${s.tenant.slug}`);
    expect(offersTo(second)).toEqual([]);
    expect(offersTo(third)).toEqual([]);
    expect(s.telegram.errors).toEqual([]);
  });

  it("after the window the next customer is offered it; the first one's late Claim is refused, the next one's books it", async () => {
    const s = await scene(["en", "ru"]);
    const [first, second] = s.tg as [TelegramUser, TelegramUser];
    await s.cancel();
    await runAll(s);
    const firstOffer = offersTo(first)[0]!;
    await runAll(s, new Date(Date.now() + AFTER_WINDOW_MS));
    const secondOffer = offersTo(second);
    expect(secondOffer).toHaveLength(1);
    expect(secondOffer[0]!.params.text).toMatch(/^🎉 Освободилось время, которого вы ждали/);
    expect(offersTo(first)).toHaveLength(1);

    const late = await press(first, buttonsOf(firstOffer)[0]!.callback_data!, firstOffer);
    expect(late.params).toMatchObject({ text: "This offer has ended: the time was already offered to someone else.", show_alert: true });
    expect(await t.db.booking.count({ where: { tenantId: s.tenant.id, status: "PENDING" } })).toBe(0);

    const claim = await press(second, buttonsOf(secondOffer[0]!)[0]!.callback_data!, secondOffer[0]!);
    expect(claim.params.text).toMatch(/^✅ Вы записаны из листа ожидания\.\nHaircut\n/);
    const booking = await t.db.booking.findFirstOrThrow({ where: { tenantId: s.tenant.id, status: "PENDING" } });
    expect(booking.userId).toBe(s.customers[1]!.id);
    expect(await t.db.slot.findUniqueOrThrow({ where: { id: s.slot.id } })).toMatchObject({ bookingId: booking.id });
    const edit = t.fake.callsTo("editMessageText").find((call) => call.params.message_id === sentMessage(secondOffer[0]!).message_id);
    expect(edit?.params.text).toMatch(/\n\n✅ Вы записаны из листа ожидания/);
    // Pressed again: the booking is theirs already (issue 29.9: it said the time went to someone else).
    const again = await press(second, buttonsOf(secondOffer[0]!)[0]!.callback_data!, secondOffer[0]!);
    expect(again.params.text).toBe("Вы уже записаны на это время: запись в разделе «Мои записи».");
  });

  it("someone else's Claim button (forged or forwarded) books nothing", async () => {
    const s = await scene(["en"]);
    await s.cancel();
    await runAll(s);
    const offer = offersTo(s.tg[0]!)[0]!;
    const stranger = await linkTelegram(t.db, await createUser(t.db, { tenant: s.tenant }), { language: "en" });
    const answer = await press(stranger, buttonsOf(offer)[0]!.callback_data!, offer);
    expect(answer.params.text).toBe("This time could not be booked. Open the app to choose another.");
    expect(await t.db.booking.count({ where: { tenantId: s.tenant.id, status: "PENDING" } })).toBe(0);
  });

  it("a tenant's own bot claims only for its own tenant", async () => {
    const s = await scene(["en"]);
    await s.cancel();
    await runAll(s);
    const [entry] = await t.db.waitlistEntry.findMany({ where: { tenantId: s.tenant.id } });
    const request = { telegramId: s.tg[0]!.id, tenantId: s.tenant.id, entryId: entry!.id };
    const other = await createTenant(t.db);
    expect(await claimFromTelegram(databases(t.db), { ...request, botTenantId: other.id }, new Date())).toEqual({ outcome: "not-found" });
    expect(await claimFromTelegram(databases(t.db), { ...request, botTenantId: s.tenant.id }, new Date())).toMatchObject({
      outcome: "booked",
    });
  });

  it("a customer without Telegram is offered the time by email, once", async () => {
    const s = await scene([null]);
    await s.cancel();
    await runAll(s);
    await runAll(s);
    const emails = await t.db.job.findMany({ where: { queue: MAIL_QUEUE, payload: { path: ["to"], equals: s.customers[0]!.email! } } });
    expect(emails.map((job) => (job.payload as { template: string }).template)).toEqual(["waitlist-offer"]);
    expect(emails[0]!.payload).toMatchObject({
      data: { service: "Haircut", minutes: WAITLIST_OFFER_MINUTES, link: expect.stringContaining("/my-bookings") },
    });
  });

  it("an offer that ends unclaimed tells its customer once (two workers each way), in their language, that the time went on and the entry ended", async () => {
    const s = await scene(["en", "ru"]);
    const [first, second] = s.tg as [TelegramUser, TelegramUser];
    await s.cancel();
    await runAll(s);
    const after = new Date(Date.now() + AFTER_WINDOW_MS);
    await runAll(s, after);
    await runAll(s, after);
    const ended = sentTo(t.fake, first.id).filter((call) => String(call.params.text).startsWith("⌛"));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.params.text).toMatch(
      /^⌛ The time .+ held for you was not claimed within 10 minutes\. It has gone to the next customer on the waitlist, or back to open booking\.\nHaircut\n.+10:00–10:30 \(Europe\/Moscow\)\n\nYour waitlist entry has ended\. To keep waiting, join the waitlist again in the app\.$/,
    );
    expect(buttonsOf(ended[0]!).map((button) => [button.text, button.web_app?.url])).toEqual([
      ["My bookings", `${PUBLIC_URL}/webapp/${s.tenant.slug}/my-bookings`],
    ]);
    // The next in line got the offer, and no word of an ending.
    expect(offersTo(second)).toHaveLength(1);
    expect(sentTo(t.fake, second.id).filter((call) => String(call.params.text).startsWith("⌛"))).toEqual([]);
    expect(s.telegram.errors).toEqual([]);
  });

  it("a customer without Telegram hears of the offer and of its unclaimed end by email, once each, in their language", async () => {
    const s = await scene([null]);
    await t.db.user.update({ where: { id: s.customers[0]!.id }, data: { language: "ru" } });
    await s.cancel();
    await runAll(s);
    const after = new Date(Date.now() + AFTER_WINDOW_MS);
    await runAll(s, after);
    await runAll(s, after);
    const emails = await t.db.job.findMany({
      where: { queue: MAIL_QUEUE, payload: { path: ["to"], equals: s.customers[0]!.email! } },
      orderBy: { createdAt: "asc" },
    });
    expect(emails.map((job) => (job.payload as { template: string }).template)).toEqual(["waitlist-offer", "waitlist-offer-ended"]);
    expect(emails[1]!.payload).toMatchObject({
      locale: "ru",
      data: { service: "Haircut", minutes: WAITLIST_OFFER_MINUTES, link: expect.stringContaining("/my-bookings") },
    });
    const { data } = emails[1]!.payload as { data: Parameters<typeof renderEmail<"waitlist-offer-ended">>[2] };
    const ru = renderEmail("ru", "waitlist-offer-ended", data);
    expect(ru.subject).toBe("Время, закреплённое за вами, перешло следующему в очереди: Haircut");
    expect(ru.text).toMatch(
      /не было занято за 10 минут .+перешло следующему клиенту в листе ожидания.+\n\nHaircut\n.+10:00–10:30 \(Europe\/Moscow\)\n\nВаша запись в листе ожидания закрыта\./s,
    );
    expect(renderEmail("en", "waitlist-offer-ended", data).text).toMatch(
      /was not claimed within 10 minutes.+Your waitlist entry has ended\. To keep waiting, join the waitlist again in the app\./s,
    );
  });

  it("says nothing of an ending when the customer claimed in time (the claim recorded after the expiry applied)", async () => {
    const s = await scene(["en"]);
    await s.cancel();
    await runAll(s);
    const [entry] = await t.db.waitlistEntry.findMany({ where: { tenantId: s.tenant.id } });
    const job = { type: "waitlist-offer-ended" as const, tenantId: s.tenant.id, entryId: entry!.id, offer: 1 };
    const markExpired = (status: "EXPIRED" | "OFFERED") =>
      t.db.waitlistEntry.update({ where: { id: entry!.id }, data: { status, bookingId: null } });
    // Ended without a booking: it is told.
    await markExpired("EXPIRED");
    expect(await findEndedWaitlistOffer(databases(t.db), job)).toMatchObject({ entryId: entry!.id, serviceName: "Haircut" });
    await markExpired("OFFERED");
    // The claim's booking is written; the expiry applies before the claim marks the entry.
    expect(
      await claimFromTelegram(databases(t.db), { telegramId: s.tg[0]!.id, tenantId: s.tenant.id, entryId: entry!.id }, new Date()),
    ).toMatchObject({ outcome: "booked" });
    await markExpired("EXPIRED");
    expect(await findEndedWaitlistOffer(databases(t.db), job)).toBeNull();
  });
});
