// Telegram's flood limits for one bot across every process that sends through it (REDIS_URL set):
// the same rules as rate-limiter.ts, which holds them within one process, kept in Redis through
// rate-limiter-flexible (atomic counters with expiry; no script of ours).
//
// Telegram counts arrivals, and a message has arrived by the time its answer is back; so, as in
// rate-limiter.ts, spacing is measured from answers, which makes it exact whatever the network does:
// - per chat: a key the sender takes (consume, 1 point) before sending and, once answered, holds
//   `chatIntervalMs` longer (block): the chat's next message, from any process, leaves after that.
// - per bot: `messagesPerWindow` tokens, each a key taken the same way and held `windowMs` past its
//   message's answer. Every token carries at most one arrival in any rolling window, so the bot has
//   at most `messagesPerWindow` there.
// A key is taken for HOLD_S first: a process killed mid-send frees it after that, not never.
// rate-limiter-flexible's RateLimiterRedis windows are whole seconds (EX), so the intervals round up.
//
// Within a process, waiters queue locally (one per chat, one per bot asks Redis at a time), so Redis
// sees a few requests per message, not one per waiting message.
//
// Every message also passes this process's own limiter (rate-limiter.ts), so Redis away (RedisLink)
// or not yet connected, a message that has not yet taken its keys is sent under that limit alone,
// within the link's command timeout; the limits then hold per process until Redis is back. A failure after the message was sent (releasing its keys) is
// swallowed: the message went out, and failing the send would make its job send it again.
import type { Transformer } from "grammy";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createRateLimiter, TELEGRAM_RATE_LIMITS, MESSAGE_METHOD, type TelegramRateLimits } from "./rate-limiter.ts";
import { isRedisFailure, type RedisLink } from "./redis-link.ts";

/** How long a taken key stays taken when its process never answers (killed mid-send). */
const HOLD_S = 60;
/**
 * Longest wait before asking again: a key taken for a message still in flight says "free in HOLD_S",
 * but is held for only `windowMs` more once its answer is back.
 */
const POLL_MS = 100;

export interface SharedRateLimiterOptions {
  redis: RedisLink;
  /** The bot's id (a token's part before ":"): the limits are per bot. */
  botId: string;
  limits?: TelegramRateLimits;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A chain of promises that lets one caller at a time through, in order. */
function localQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Thrown inside the shared path when Redis failed before the message left: it goes through the local limiter. */
class RedisAway extends Error {}

export function createSharedRateLimiter({ redis: link, botId, limits = TELEGRAM_RATE_LIMITS }: SharedRateLimiterOptions): Transformer {
  const { messagesPerWindow, windowMs, chatIntervalMs } = limits;
  const redis = link.client;
  const local = createRateLimiter(limits);
  const keys = new RateLimiterRedis({ storeClient: redis, keyPrefix: `tg-flood:${botId}`, points: 1, duration: HOLD_S });
  const pauses = new RateLimiterRedis({ storeClient: redis, keyPrefix: `tg-pause:${botId}`, points: 1, duration: 1 });
  const holdAfterAnswer = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const botTurn = localQueue();
  const chatTurns = new Map<string, { queue: ReturnType<typeof localQueue>; waiting: number }>();

  /** Takes `key` once it is free; resolves with nothing, or rejects when Redis fails. */
  async function take(key: string): Promise<void> {
    for (;;) {
      if (!link.available) throw new RedisAway();
      try {
        await keys.consume(key);
        return;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw away(error);
        await sleep(Math.min(POLL_MS, Math.max(1, error.msBeforeNext)));
      }
    }
  }

  /** A Redis failure becomes RedisAway (and marks the link away); anything else stays itself. */
  function away(error: unknown): unknown {
    if (!isRedisFailure(error)) return error;
    link.failed(error);
    return new RedisAway();
  }

  /** Takes any free bot token; the tokens are tried from a random one, so processes spread out. */
  async function takeToken(): Promise<string> {
    for (;;) {
      let soonest = Number.POSITIVE_INFINITY;
      const start = Math.floor(Math.random() * messagesPerWindow);
      for (let i = 0; i < messagesPerWindow; i++) {
        const key = `bot:${(start + i) % messagesPerWindow}`;
        if (!link.available) throw new RedisAway();
        try {
          await keys.consume(key);
          return key;
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw away(error);
          soonest = Math.min(soonest, error.msBeforeNext);
        }
      }
      await sleep(Math.min(POLL_MS, Math.max(1, soonest)));
    }
  }

  /** Waits while a 429 of any process pauses the bot. */
  async function waitForPause(): Promise<void> {
    const paused = () => pauses.get("bot").catch((error: unknown) => Promise.reject(away(error)));
    for (let pause = await paused(); pause && pause.msBeforeNext > 0; pause = await paused()) {
      await sleep(pause.msBeforeNext);
    }
  }

  /** Sends once the chat and a bot token are free; holds both for their interval after the answer. */
  async function sendHeld<R>(chat: string, work: () => Promise<R & { ok: boolean; parameters?: { retry_after?: number } }>) {
    const chatKey = `chat:${chat}`;
    await take(chatKey);
    let token: string | undefined;
    try {
      token = await botTurn(async () => {
        await waitForPause();
        return takeToken();
      });
      const result = await work();
      const retryAfter = result.ok ? undefined : result.parameters?.retry_after;
      if (retryAfter !== undefined) await pauses.block("bot", retryAfter).catch(away);
      return result;
    } finally {
      // Held from the answer on (or from the failure): the next arrival is at least that far behind.
      // A failure here must not fail a message that was sent; the keys then free after HOLD_S.
      await Promise.all([
        keys.block(chatKey, holdAfterAnswer(chatIntervalMs)),
        token && keys.block(token, holdAfterAnswer(windowMs)),
      ]).catch(away);
    }
  }

  const send: Transformer = async (prev, method, payload, signal) => {
    const chat = String((payload as { chat_id?: unknown }).chat_id);
    // This process's messages to one chat queue here, so only the first of them asks Redis.
    const turn = chatTurns.get(chat) ?? { queue: localQueue(), waiting: 0 };
    chatTurns.set(chat, turn);
    turn.waiting++;
    try {
      // Every message passes this process's own limiter too, whichever path it takes: a message sent
      // while Redis is away (or not yet connected) and one sent through Redis then count together,
      // so switching paths mid-burst never doubles a chat's or the bot's rate.
      return await turn.queue(() =>
        local(
          async (m, p, s) => {
            if (!link.available) return prev(m, p, s);
            try {
              return await sendHeld(chat, () => prev(m, p, s));
            } catch (error) {
              // Redis failed before the message left: this process's limit already holds it.
              if (error instanceof RedisAway) return prev(m, p, s);
              throw error;
            }
          },
          method,
          payload,
          signal,
        ),
      );
    } finally {
      if (--turn.waiting === 0) chatTurns.delete(chat);
    }
  };

  return (prev, method, payload, signal) => {
    const isMessage = MESSAGE_METHOD.test(method) && (payload as { chat_id?: unknown } | undefined)?.chat_id !== undefined;
    return isMessage ? send(prev, method, payload, signal) : prev(method, payload, signal);
  };
}
