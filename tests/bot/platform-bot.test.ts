// The platform bot through its webhook: linking a web account with the account screen's one-time
// link (valid, reused, expired, taken), /language stored on the account, replies in the account's
// language, and a user who writes again being reachable again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Update, User as TelegramUser } from "grammy/types";
import { createTelegramLink } from "@booking/core";
import { createUser } from "../support/fixtures.ts";
import {
  buttonsOf,
  callbackUpdate,
  commandUpdate,
  createBotTestApp,
  linkTelegram,
  PLATFORM_WEBHOOK_SECRET,
  PUBLIC_URL,
  sentMessage,
  sentTo,
  telegramFrom,
  type BotTestApp,
} from "../support/telegram.ts";

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());

async function post(update: Update) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/telegram/webhook/platform",
    headers: { "x-telegram-bot-api-secret-token": PLATFORM_WEBHOOK_SECRET },
    payload: update,
  });
  expect(res.statusCode).toBe(200);
}

const lastTextTo = (from: TelegramUser) => sentTo(t.fake, from.id).at(-1)?.params.text;

async function linkToken(userId: string, now = new Date()): Promise<string> {
  const { url } = await createTelegramLink(t.db, { config: t.config }, userId, now);
  return new URL(url).searchParams.get("start")!;
}

describe("/start link_<token>", () => {
  it("links the web account to the sender and answers in the account's language", async () => {
    const user = await createUser(t.db);
    await t.db.user.update({ where: { id: user.id }, data: { language: "en" } });
    const from = telegramFrom({ username: "anna_tg", language_code: "ru" });
    await post(commandUpdate(from, `/start ${await linkToken(user.id)}`));

    expect(await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      telegramId: BigInt(from.id),
      telegramChatId: BigInt(from.id),
      telegramUsername: "anna_tg",
      userType: "HYBRID",
    });
    const [reply] = sentTo(t.fake, from.id);
    expect(reply!.params.text).toBe("Done: Telegram is linked to your account. Login codes and booking updates will come to this chat.");
    expect(buttonsOf(reply!)).toEqual([{ text: "Open the app", web_app: { url: `${PUBLIC_URL}/webapp/default` } }]);
  });

  it("a used link does not work again, and links nothing", async () => {
    const user = await createUser(t.db);
    const token = await linkToken(user.id);
    const first = telegramFrom();
    await post(commandUpdate(first, `/start ${token}`));
    const second = telegramFrom({ language_code: "ru" });
    await post(commandUpdate(second, `/start ${token}`));
    expect(lastTextTo(second)).toBe("Ссылка недействительна или устарела. Откройте страницу аккаунта и создайте новую.");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBe(BigInt(first.id));
    expect(await t.db.user.findUnique({ where: { telegramId: BigInt(second.id) } })).toBeNull();
  });

  it("an expired link (older than 15 minutes) or a made-up one is refused", async () => {
    const user = await createUser(t.db);
    const expired = await linkToken(user.id, new Date(Date.now() - 16 * 60_000));
    const from = telegramFrom();
    await post(commandUpdate(from, `/start ${expired}`));
    expect(lastTextTo(from)).toBe("This link is invalid or has expired. Open your account page and create a new one.");
    await post(commandUpdate(from, "/start link_made-up-token"));
    expect(lastTextTo(from)).toBe("This link is invalid or has expired. Open your account page and create a new one.");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBeNull();
  });

  it("a Telegram account that already belongs to someone else is not moved", async () => {
    const owner = await createUser(t.db);
    const from = await linkTelegram(t.db, owner);
    const user = await createUser(t.db);
    await post(commandUpdate({ ...from, language_code: "en" }, `/start ${await linkToken(user.id)}`));
    expect(lastTextTo(from)).toBe("Этот аккаунт Telegram уже привязан к другому аккаунту.");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramId).toBeNull();
  });
});

describe("/language", () => {
  it("offers RU/EN; the choice is stored on the account, and later replies use it whatever the Telegram client's language", async () => {
    const user = await createUser(t.db);
    const from = await linkTelegram(t.db, user, { language: "ru", from: telegramFrom({ language_code: "ru" }) });
    await post(commandUpdate(from, "/language"));
    const offer = sentTo(t.fake, from.id).at(-1)!;
    expect(offer.params.text).toBe("Выберите язык:");
    expect(buttonsOf(offer)).toEqual([
      { text: "Русский", callback_data: "lang:ru" },
      { text: "English", callback_data: "lang:en" },
    ]);

    await post(callbackUpdate(from, "lang:en", sentMessage(offer)));
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("en");
    const edit = t.fake.callsTo("editMessageText").at(-1)!;
    expect([edit.params.chat_id, edit.params.text]).toEqual([from.id, "The language is now English."]);

    await post(commandUpdate(from, "/help"));
    expect(lastTextTo(from)).toBe(
      "Commands:\n/start — open the app\n/language — change the language\n/phone — verify your phone\n/help — help",
    );
  });

  it("without an account nothing is stored, and the answer is still in the chosen language", async () => {
    const from = telegramFrom({ language_code: "en" });
    await post(commandUpdate(from, "/language"));
    const offer = sentTo(t.fake, from.id).at(-1)!;
    expect(offer.params.text).toBe("Choose a language:");
    await post(callbackUpdate(from, "lang:ru", sentMessage(offer)));
    expect(t.fake.callsTo("editMessageText").at(-1)!.params.text).toBe("Теперь язык — русский.");
    expect(await t.db.user.findUnique({ where: { telegramId: BigInt(from.id) } })).toBeNull();
  });
});

describe("/start", () => {
  it("makes a user whose blocked chat was marked unreachable reachable again", async () => {
    const user = await createUser(t.db);
    const from = await linkTelegram(t.db, user);
    await t.db.user.update({ where: { id: user.id }, data: { telegramUnreachable: true } });
    await post(commandUpdate(from, "/start"));
    expect(lastTextTo(from)).toBe(`Здравствуйте, ${from.first_name}! Здесь можно записаться на консультацию.`);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramUnreachable).toBe(false);
  });
});
