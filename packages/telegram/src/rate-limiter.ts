// Keeps one bot's outgoing messages within Telegram's flood limits
// (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this): about 30
// messages per second in total and about one per second to one chat. A grammY API transformer:
// install one instance per token on every Api that uses it (ctx.api inherits bot.api's), since the
// limits are per bot.
//
// Telegram counts arrivals, which we cannot see; but a request has arrived by the time its answer
// is back. So a message leaves only when the message `messagesPerWindow` places earlier (and every
// one before it) has been answered at least `windowMs` ago, and the next message to a chat only
// `chatIntervalMs` after the chat's previous one was answered: the limits then hold at Telegram's
// end whatever the network does in between, at the cost of one round trip per window.
//
// Why not @grammyjs/transformer-throttler 1.2.1: grammY's docs now say "consider using the
// auto-retry plugin instead", its last release is from 2022 and it sits on Bottleneck 2.19.5 (last
// release 2019). Its bot-wide limit is a reservoir refilled on a fixed one-second timer, so a burst
// straddling a refill sends up to twice the limit within one rolling second: against the Bot API
// stand-in it sent 49 messages within one rolling second. A 429's retry_after pauses the whole bot
// here; @grammyjs/auto-retry, installed outside this transformer, repeats the refused call, which
// passes through here again.
//
// The limits hold per process; with REDIS_URL, processes share them (shared-rate-limiter.ts).
import { performance } from "node:perf_hooks";
import type { Transformer } from "grammy";

export interface TelegramRateLimits {
  /** Messages one bot may send in any rolling window of `windowMs`. */
  messagesPerWindow: number;
  windowMs: number;
  /** Least time between two messages to one chat. */
  chatIntervalMs: number;
}

export const TELEGRAM_RATE_LIMITS: TelegramRateLimits = { messagesPerWindow: 30, windowMs: 1000, chatIntervalMs: 1000 };

/** Calls that put something into a chat (sendMessage, editMessageText, copyMessage, ...). */
export const MESSAGE_METHOD = /^(send|edit|copy|forward)/;

// A timer may fire a little early (libuv measures it from the loop's cached time), so check again.
const sleepUntil = async (at: number) => {
  for (let ms = at - performance.now(); ms > 0; ms = at - performance.now()) {
    await new Promise<void>((resolve) => setTimeout(resolve, Math.ceil(ms)));
  }
};

const later = (a: number, b: number) => Math.max(a, b);

export function createRateLimiter(limits: TelegramRateLimits = TELEGRAM_RATE_LIMITS): Transformer {
  const { messagesPerWindow, windowMs, chatIntervalMs } = limits;
  // For each of the last `messagesPerWindow` messages, in the order they queued for the bot: the
  // latest answer time among it and all before it.
  const answered: Promise<number>[] = [];
  // Per chat: when the chat's latest queued message was answered.
  const chatTails = new Map<string, Promise<number>>();
  let pausedUntil = 0;

  const waitForPause = async () => {
    while (performance.now() < pausedUntil) await sleepUntil(pausedUntil);
  };

  /** Queues for the bot; resolves when the message may leave, with the function to call once answered. */
  const takeBotTurn = async (): Promise<(answeredAt: number) => void> => {
    const gate = answered.length >= messagesPerWindow ? answered[answered.length - messagesPerWindow] : undefined;
    let markAnswered!: (at: number) => void;
    const own = new Promise<number>((resolve) => (markAnswered = resolve));
    const previous = answered.at(-1) ?? Promise.resolve(0);
    answered.push(Promise.all([previous, own]).then(([a, b]) => later(a, b)));
    if (answered.length > messagesPerWindow) answered.shift();
    if (gate) await sleepUntil((await gate) + windowMs);
    await waitForPause();
    return markAnswered;
  };

  const send: Transformer = async (prev, method, payload, signal) => {
    const chat = String((payload as { chat_id?: unknown }).chat_id);
    const previous = chatTails.get(chat);
    let markChatAnswered!: (at: number) => void;
    const own = new Promise<number>((resolve) => (markChatAnswered = resolve));
    chatTails.set(chat, own);
    let markBotAnswered: ((at: number) => void) | undefined;
    try {
      if (previous) await sleepUntil((await previous) + chatIntervalMs);
      markBotAnswered = await takeBotTurn();
      const result = await prev(method, payload, signal);
      const retryAfter = result.ok ? undefined : result.parameters?.retry_after;
      if (retryAfter !== undefined) pausedUntil = later(pausedUntil, performance.now() + retryAfter * 1000);
      return result;
    } finally {
      const now = performance.now();
      markBotAnswered?.(now);
      markChatAnswered(now);
      // Forget the chat once its spacing has passed, so the map holds only recently active chats.
      setTimeout(() => {
        if (chatTails.get(chat) === own) chatTails.delete(chat);
      }, chatIntervalMs).unref();
    }
  };

  return (prev, method, payload, signal) => {
    const isMessage = MESSAGE_METHOD.test(method) && (payload as { chat_id?: unknown } | undefined)?.chat_id !== undefined;
    return isMessage ? send(prev, method, payload, signal) : prev(method, payload, signal);
  };
}
