// Tenants' own bots: the tenant's notifications go out through its bot, its buttons act for its
// tenant only, its init data identifies nobody on another tenant, and when Telegram stops accepting
// its token the platform bot takes over and the owner is told.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Update } from "grammy/types";
import type { User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { api as identityApi, initDataFor, PLATFORM_BOT, telegramUser } from "../support/identity.ts";
import {
  buttonsOf,
  callbackUpdate,
  createBotTestApp,
  createTenantBot,
  linkTelegram,
  sentMessage,
  sentTo,
  telegramWorkers,
  type BotTestApp,
} from "../support/telegram.ts";
import { apiFor } from "../booking/api.ts";

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.fake.reset());

/** A tenant with an owner and a customer, both with Telegram, a service and a day of slots. */
async function salon(plan: "PROFESSIONAL" | "STARTER" = "PROFESSIONAL") {
  const tenant = await createTenant(t.db, { plan, timeZone: "Europe/Moscow" });
  const owner = await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" });
  const customer = await createUser(t.db, { tenant, role: "CUSTOMER", firstName: "Ann" });
  const ownerTg = await linkTelegram(t.db, owner, { language: "en" });
  const customerTg = await linkTelegram(t.db, customer, { language: "en" });
  const service = await createService(t.db, tenant);
  const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 4)], startTime: "10:00", endTime: "12:00" });
  const worker = telegramWorkers(t, [tenant]);
  const book = async (slot = slots.shift()!) => {
    const res = await apiFor(
      t.app,
      tenant,
    )({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };
  return { tenant, owner, customer, ownerTg, customerTg, worker, book };
}

async function pressVia(botConfig: { id: string; webhookSecret: string | null }, update: Update) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/telegram/webhook/${botConfig.id}`,
    headers: { "x-telegram-bot-api-secret-token": botConfig.webhookSecret! },
    payload: update,
  });
  expect(res.statusCode).toBe(200);
  return t.fake.callsTo("answerCallbackQuery").find((call) => call.params.callback_query_id === update.callback_query!.id)!;
}

describe("a tenant's own bot", () => {
  it("carries the tenant's notifications, and its buttons work through its webhook", async () => {
    const s = await salon();
    const bot = await createTenantBot(t, s.tenant);
    const booking = await s.book();
    await s.worker.runDue(new Date());
    const [toOwner] = sentTo(t.fake, s.ownerTg.id);
    expect(toOwner!.token).toBe(bot.token);
    expect(t.fake.callsTo("sendMessage").filter((call) => call.token === PLATFORM_BOT.token)).toEqual([]);

    const answer = await pressVia(bot.config, callbackUpdate(s.ownerTg, buttonsOf(toOwner!)[0]!.callback_data!, sentMessage(toOwner!)));
    expect(answer.token).toBe(bot.token);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CONFIRMED");
    await s.worker.runDue(new Date());
    expect(sentTo(t.fake, s.customerTg.id).map((call) => [call.token, call.params.text])).toEqual([
      [bot.token, expect.stringMatching(/^✅ Your booking is confirmed\./)],
    ]);
  });

  it("acts for its own tenant only, even for someone who administers both", async () => {
    const mine = await salon();
    const other = await salon();
    const bot = await createTenantBot(t, mine.tenant);
    await t.db.membership.create({ data: { tenantId: mine.tenant.id, userId: other.owner.id, role: "ADMIN" } });
    const theirs = await other.book();
    await other.worker.runDue(new Date());
    const message = sentTo(t.fake, other.ownerTg.id).at(-1)!;
    const answer = await pressVia(bot.config, callbackUpdate(other.ownerTg, `bk:confirm:${theirs.id}`, sentMessage(message)));
    expect(answer.params).toMatchObject({ text: "Only administrators of this booking page can do this.", show_alert: true });
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe("PENDING");
  });

  it("is not used below PROFESSIONAL (e.g. after a downgrade): the platform bot sends", async () => {
    const s = await salon("STARTER");
    await createTenantBot(t, s.tenant);
    await s.book();
    await s.worker.runDue(new Date());
    expect(sentTo(t.fake, s.ownerTg.id).map((call) => call.token)).toEqual([PLATFORM_BOT.token]);
  });

  it("reaches someone who never started it (403) through the platform bot, without marking them unreachable", async () => {
    const s = await salon();
    const bot = await createTenantBot(t, s.tenant);
    t.fake.blockChat(s.ownerTg.id, bot.token);
    await s.book();
    await s.worker.runDue(new Date());
    expect(sentTo(t.fake, s.ownerTg.id).map((call) => [call.token, call.response.ok])).toEqual([
      [bot.token, false],
      [PLATFORM_BOT.token, true],
    ]);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: s.owner.id } })).telegramUnreachable).toBe(false);
  });

  it("whose token Telegram no longer accepts (401) is switched off, the platform bot sends instead, and the owner is told once", async () => {
    const s = await salon();
    const bot = await createTenantBot(t, s.tenant);
    t.fake.removeBot(bot.token);
    await s.book();
    await s.book();
    await s.worker.runDue(new Date());

    expect(await t.db.botConfig.findUniqueOrThrow({ where: { id: bot.config.id } })).toMatchObject({
      isActive: false,
      webhookSecret: null,
    });
    const toOwner = sentTo(t.fake, s.ownerTg.id).filter((call) => call.response.ok);
    expect(toOwner.every((call) => call.token === PLATFORM_BOT.token)).toBe(true);
    expect(toOwner.map((call) => String(call.params.text).split("\n")[0])).toEqual(
      expect.arrayContaining([
        "New booking",
        "New booking",
        expect.stringMatching(/^⚠️ Telegram no longer accepts the token of @salon\d+_bot, the bot of "Tenant /),
      ]),
    );
    expect(toOwner).toHaveLength(3);
    // Only the first message tried the dead token; the second went straight to the platform bot.
    expect(t.fake.calls.filter((call) => call.token === bot.token && call.method === "sendMessage")).toHaveLength(1);
  });
});

describe("init data signed by a tenant's bot", () => {
  it("identifies that tenant's members there, and nobody on another tenant, not even a member of both", async () => {
    const a = await createTenant(t.db);
    const b = await createTenant(t.db);
    const botA = await createTenantBot(t, a);
    const tg = telegramUser();
    const user: User = await createUser(t.db, { tenant: a, telegramId: BigInt(tg.id), userType: "TELEGRAM" });
    await t.db.membership.create({ data: { tenantId: b.id, userId: user.id, role: "CUSTOMER" } });
    const signedByA = initDataFor(tg, { botToken: botA.token });

    const onA = await identityApi(t, { url: "/api/user/me", tenant: a, initData: signedByA });
    expect([onA.statusCode, onA.json().id]).toEqual([200, user.id]);
    const onB = await identityApi(t, { url: "/api/user/me", tenant: b, initData: signedByA });
    expect([onB.statusCode, onB.json().error]).toEqual([401, "TELEGRAM_INIT_DATA_INVALID"]);
    // The platform bot's signature is good on both.
    const platform = await identityApi(t, { url: "/api/user/me", tenant: b, initData: initDataFor(tg) });
    expect([platform.statusCode, platform.json().id]).toEqual([200, user.id]);
  });
});
