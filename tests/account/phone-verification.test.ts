// Phone verification through Telegram (issue 16.6): the user's own contact sent to the bot, or the
// mini app's signed requestContact answer, sets the phone and phoneVerified; someone else's contact,
// a forged or foreign signature, or an unlinked sender verifies nothing. With email and phone
// verified and Telegram linked, nothing on the personal-info tab needs attention.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Update, User as TelegramUser } from "grammy/types";
import type { Tenant, User } from "@booking/db";
import { signRawInitData } from "@booking/telegram";
import { createTenant, createUser } from "../support/fixtures.ts";
import { api, FOREIGN_BOT_TOKEN, PLATFORM_BOT } from "../support/identity.ts";
import {
  commandUpdate,
  createBotTestApp,
  linkTelegram,
  PLATFORM_WEBHOOK_SECRET,
  sentTo,
  telegramFrom,
  type BotTestApp,
} from "../support/telegram.ts";

let t: BotTestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db);
});
afterAll(() => t.close());

function contactUpdate(from: TelegramUser, contact: { user_id?: number; phone_number: string }): Update {
  return {
    update_id: randomInt(1, 2 ** 31),
    message: {
      message_id: randomInt(1, 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: "private", first_name: from.first_name },
      from,
      contact: { first_name: from.first_name, ...contact },
    },
  };
}

async function post(update: Update) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/telegram/webhook/platform",
    headers: { "x-telegram-bot-api-secret-token": PLATFORM_WEBHOOK_SECRET },
    payload: update,
  });
  expect(res.statusCode).toBe(200);
}

const stored = (user: User) => t.db.user.findUniqueOrThrow({ where: { id: user.id } });
const lastText = (from: TelegramUser) => String(sentTo(t.fake, from.id).at(-1)?.params.text);

describe("phone verification in the bot", () => {
  it("/phone offers Telegram's share-contact button; the sender's own contact verifies the phone", async () => {
    const user = await createUser(t.db, { tenant });
    const from = await linkTelegram(t.db, user, { language: "en" });
    await post(commandUpdate(from, "/phone"));
    const offer = sentTo(t.fake, from.id).at(-1)!;
    expect(offer.params.text).toBe("Share your phone number to verify it: press the button below.");
    expect(JSON.stringify(offer.params.reply_markup)).toContain('"request_contact":true');

    await post(contactUpdate(from, { user_id: from.id, phone_number: "79161234567" }));
    expect(await stored(user)).toMatchObject({ phone: "+79161234567", phoneVerified: true });
    expect(lastText(from)).toBe("Done: your phone +79161234567 is verified.");
  });

  it("someone else's contact, or one without a user id, verifies nothing", async () => {
    const user = await createUser(t.db, { tenant });
    const from = await linkTelegram(t.db, user, { language: "ru" });
    await post(contactUpdate(from, { user_id: from.id + 1, phone_number: "79161234567" }));
    await post(contactUpdate(from, { phone_number: "79161234567" }));
    expect(await stored(user)).toMatchObject({ phone: "+79990000000", phoneVerified: false });
    expect(lastText(from)).toBe("Пожалуйста, поделитесь своим контактом кнопкой ниже, а не чужим.");
  });

  it("a sender without a linked account is told to link first", async () => {
    const from = telegramFrom({ language_code: "en" });
    await post(contactUpdate(from, { user_id: from.id, phone_number: "+79161234567" }));
    expect(lastText(from)).toBe("This Telegram account is not linked to an account yet. Link it from your account page first.");
  });
});

describe("phone verification from the mini app (requestContact)", () => {
  const signed = (contact: object, token = PLATFORM_BOT.token, authDate = new Date()) =>
    signRawInitData({ contact: JSON.stringify(contact), auth_date: String(Math.floor(authDate.getTime() / 1000)) }, token);
  const verify = (user: { token: string }, contact: string) =>
    api(t, { method: "POST", url: "/api/user/phone/telegram-contact", tenant, token: user.token, body: { contact } });

  it("the caller's own contact signed by the bot verifies the phone; the badge has nothing left to ask", async () => {
    const user = await createUser(t.db, { tenant, role: "OWNER" });
    const from = await linkTelegram(t.db, user);
    await t.db.user.update({ where: { id: user.id }, data: { emailVerified: true } });
    const res = await verify(user, signed({ user_id: from.id, phone_number: "+7 916 765-43-21", first_name: "Tg" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: "+79167654321", phoneVerified: true, emailVerified: true, telegramLinked: true });
    expect(await stored(user)).toMatchObject({ phone: "+79167654321", phoneVerified: true });
  });

  it("refuses another user's contact, a foreign or forged signature and stale data", async () => {
    const user = await createUser(t.db, { tenant });
    const from = await linkTelegram(t.db, user);
    const other = await verify(user, signed({ user_id: from.id + 1, phone_number: "+79161234567" }));
    expect([other.statusCode, other.json().error]).toEqual([400, "PHONE_NOT_OWN"]);
    const foreign = await verify(user, signed({ user_id: from.id, phone_number: "+79161234567" }, FOREIGN_BOT_TOKEN));
    expect([foreign.statusCode, foreign.json().error]).toEqual([401, "TELEGRAM_INIT_DATA_INVALID"]);
    const forged = signed({ user_id: from.id, phone_number: "+79161234567" }).replace("79161234567", "79160000000");
    expect((await verify(user, forged)).json().error).toBe("TELEGRAM_INIT_DATA_INVALID");
    const stale = await verify(
      user,
      signed({ user_id: from.id, phone_number: "+79161234567" }, PLATFORM_BOT.token, new Date(Date.now() - 3 * 86_400_000)),
    );
    expect([stale.statusCode, stale.json().error]).toEqual([401, "TELEGRAM_INIT_DATA_EXPIRED"]);
    expect((await stored(user)).phoneVerified).toBe(false);
  });

  it("an account without Telegram cannot use it", async () => {
    const user = await createUser(t.db, { tenant });
    const res = await verify(user, signed({ user_id: 12345, phone_number: "+79161234567" }));
    expect([res.statusCode, res.json().error]).toEqual([400, "PHONE_NOT_OWN"]);
  });
});
