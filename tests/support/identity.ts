// Identity helpers for HTTP tests: a server wired to the local Bot API stand-in, requests with a
// tenant / bearer / init data, and Telegram identities signed like Telegram signs them.
import { randomInt } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { Tenant } from "@booking/db";
import { signInitData, type TelegramUser } from "@booking/telegram";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { createTestApp, testConfig, type TestApp } from "./server.ts";

export const PLATFORM_BOT = { token: testConfig().telegramBotToken!, username: testConfig().telegramBotUsername! };
export const FOREIGN_BOT_TOKEN = "2000000002:FOREIGN-bot-token";

export interface IdentityApp extends TestApp {
  bot: FakeBotApi;
  close(): Promise<void>;
}

/** A test server whose platform bot talks to a local Bot API stand-in. */
export async function createIdentityApp(limitOverrides?: Record<string, number>): Promise<IdentityApp> {
  const bot = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] });
  const t = await createTestApp({ telegramApiRoot: bot.apiRoot }, { limitOverrides });
  return {
    ...t,
    bot,
    close: async () => {
      await t.app.close();
      await bot.stop();
    },
  };
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  url: string;
  tenant?: Pick<Tenant, "slug"> | string;
  body?: unknown;
  token?: string;
  initData?: string;
  /** Client address; a fresh random one by default, so per-IP caps only bite where a test wants them. */
  ip?: string;
  headers?: Record<string, string>;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function api(t: TestApp, req: ApiRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.tenant) headers["x-tenant"] = typeof req.tenant === "string" ? req.tenant : req.tenant.slug;
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.initData) headers["x-telegram-init-data"] = req.initData;
  return t.app.inject({
    method: req.method ?? (req.body === undefined ? "GET" : "POST"),
    url: req.url,
    headers,
    remoteAddress: req.ip ?? randomIp(),
    ...(req.body === undefined ? {} : { payload: req.body as object }),
  });
}

/** A Telegram user with an id no other test uses. */
export function telegramUser(overrides: Partial<TelegramUser> = {}): TelegramUser {
  return { id: randomInt(1_000_000_000, 2 ** 47), firstName: "Tg", username: `tg${randomInt(1e9)}`, languageCode: "en", ...overrides };
}

/** Init data as the Mini App would send it, signed by the platform bot unless told otherwise. */
export function initDataFor(user: TelegramUser, options: { botToken?: string; authDate?: Date } = {}): string {
  return signInitData({ user, chatType: "private" }, options.botToken ?? PLATFORM_BOT.token, options.authDate ?? new Date());
}

/** The six digits of the last login code the platform bot sent to `chatId`. */
export function lastCodeSentTo(bot: FakeBotApi, chatId: number | bigint): string {
  const call = bot
    .callsTo("sendMessage")
    .filter((c) => String(c.params.chat_id) === String(chatId))
    .at(-1);
  const code = /\b(\d{6})\b/.exec(String(call?.params.text ?? ""))?.[1];
  if (!code) throw new Error(`No login code was sent to chat ${chatId}`);
  return code;
}
