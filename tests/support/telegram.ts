// Telegram bots under test: a real server whose platform bot (and any tenant bot) talks to the
// local Bot API stand-in, Telegram updates as Telegram would post them, users with a linked chat,
// and the "telegram-notify" worker run with the test's own clock.
import { randomInt } from "node:crypto";
import type { Update, User as TelegramUser, Message } from "grammy/types";
import type { BotConfig, Db, Tenant, User } from "@booking/db";
import { databases, encryptSecret, SILENT_LOGGER, TELEGRAM_NOTIFY_QUEUE } from "@booking/core";
import { telegramJobHandlers } from "@booking/bot";
import { startFakeBotApi, type FakeBotApi, type RecordedCall } from "@booking/telegram/testing/fake-bot-api";
import { createServer } from "../../apps/api/src/server.ts";
import type { ServerConfig } from "@booking/config";
import { getTestDatabase, uniq } from "./db.ts";
import { tenantQueueWorkers } from "./job-passes.ts";
import { PLATFORM_BOT } from "./identity.ts";
import { testConfig, type TestApp } from "./server.ts";

export const PUBLIC_URL = "https://book.example.test";
export const PLATFORM_WEBHOOK_SECRET = "platform-webhook-secret-0123456789";

export interface BotTestApp extends TestApp {
  fake: FakeBotApi;
  close(): Promise<void>;
}

export async function createBotTestApp(overrides: Partial<ServerConfig> = {}): Promise<BotTestApp> {
  const database = await getTestDatabase();
  const fake = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] });
  const config = testConfig({
    publicUrl: PUBLIC_URL,
    telegramApiRoot: fake.apiRoot,
    telegramWebhookSecret: PLATFORM_WEBHOOK_SECRET,
    ...overrides,
  });
  const app = await createServer({ db: database.db, config, logger: false });
  await app.ready();
  return {
    ...database,
    app,
    config,
    fake,
    close: async () => {
      await app.close();
      await fake.stop();
    },
  };
}

/** A Telegram user as updates carry it, with an id no other test uses. */
export function telegramFrom(overrides: Partial<TelegramUser> = {}): TelegramUser {
  return { id: randomInt(1_000_000_000, 2 ** 47), is_bot: false, first_name: "Tg", language_code: "en", ...overrides };
}

/** Links Telegram to an existing account the way the bot does (private chat id = user id). */
export async function linkTelegram(db: Db, user: User, data: { language?: "ru" | "en"; from?: TelegramUser } = {}): Promise<TelegramUser> {
  const from = data.from ?? telegramFrom({ first_name: user.firstName, language_code: data.language ?? "ru" });
  await db.user.update({
    where: { id: user.id },
    data: { telegramId: BigInt(from.id), telegramChatId: BigInt(from.id), language: data.language ?? "ru", userType: "HYBRID" },
  });
  return from;
}

let updateId = 1;

export function commandUpdate(from: TelegramUser, text: string): Update {
  const command = text.split(" ")[0]!;
  return {
    update_id: updateId++,
    message: {
      message_id: randomInt(1, 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: "private", first_name: from.first_name },
      from,
      text,
      entities: [{ type: "bot_command", offset: 0, length: command.length }],
    },
  };
}

/** A button press under `message` (a message the bot sent, as the stand-in answered it). */
export function callbackUpdate(from: TelegramUser, data: string, message: Message): Update {
  return {
    update_id: updateId++,
    callback_query: { id: String(randomInt(1e9)), from, chat_instance: "1", data, message: message as Message },
  };
}

/** The message a recorded sendMessage produced. */
export function sentMessage(call: RecordedCall): Message.TextMessage {
  if (!call.response.ok) throw new Error(`sendMessage failed: ${call.response.description}`);
  return call.response.result as Message.TextMessage;
}

export function buttonsOf(call: RecordedCall): Array<{ text: string; callback_data?: string; web_app?: { url: string } }> {
  const markup = call.params.reply_markup as { inline_keyboard?: unknown[][] } | undefined;
  return (markup?.inline_keyboard ?? []).flat() as Array<{ text: string; callback_data?: string; web_app?: { url: string } }>;
}

export function sentTo(fake: FakeBotApi, chatId: number | bigint, token?: string): RecordedCall[] {
  return fake.callsTo("sendMessage").filter((call) => String(call.params.chat_id) === String(chatId) && (!token || call.token === token));
}

/** A tenant's own bot, known to the stand-in and stored as the account screen stores it. */
export async function createTenantBot(t: BotTestApp, tenant: Tenant, data: { isActive?: boolean } = {}) {
  const id = randomInt(7_000_000, 7_999_999);
  const token = `${id}:AAT-tenant-bot-${id}`;
  const username = `salon${id}_bot`;
  t.fake.addBot({ token, username });
  const config: BotConfig = await t.db.botConfig.create({
    data: {
      tenantId: tenant.id,
      tokenEncrypted: encryptSecret(token, t.config.appSecret),
      botUsername: username,
      botTelegramId: BigInt(id),
      webhookSecret: `tenant-secret-${uniq("w")}`,
      isActive: data.isActive ?? true,
    },
  });
  return { token, username, config };
}

/**
 * The "telegram-notify" worker for these tenants' jobs only. Other test files (in parallel on
 * PostgreSQL) queue jobs too, so this test's are first moved to a queue of its own and run by the
 * production handler there. `runDue(now)` is the test's clock for the claim and the handler alike,
 * and repeats until nothing is due, as jobs may queue more jobs.
 */
export function telegramWorkers(t: BotTestApp, tenants: Tenant[], count = 1) {
  const deps = { dbs: databases(t.db), config: t.config, bots: t.app.telegram, log: SILENT_LOGGER };
  return tenantQueueWorkers(
    t.db,
    TELEGRAM_NOTIFY_QUEUE,
    (clock) => telegramJobHandlers(deps, clock)[TELEGRAM_NOTIFY_QUEUE]!,
    tenants,
    count,
  );
}
