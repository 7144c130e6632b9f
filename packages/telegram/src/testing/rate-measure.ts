// Flood-limit measurements over the Bot API stand-in's recorded arrival times (`RecordedCall.at`).
import type { RecordedCall } from "./fake-bot-api.ts";

/** The most calls that arrived within any rolling window of `windowMs` (a window is [t, t + windowMs)). */
export function maxCallsInRollingWindow(calls: readonly Pick<RecordedCall, "at">[], windowMs: number): number {
  const times = calls.map((call) => call.at).sort((a, b) => a - b);
  let most = 0;
  for (let end = 0, start = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** The shortest time between two consecutive calls addressed to one chat (Infinity when none repeat). */
export function minGapPerChat(calls: readonly Pick<RecordedCall, "at" | "params">[]): number {
  const byChat = new Map<string, number[]>();
  for (const call of calls) {
    const chat = String(call.params.chat_id);
    byChat.set(chat, [...(byChat.get(chat) ?? []), call.at]);
  }
  let least = Number.POSITIVE_INFINITY;
  for (const times of byChat.values()) {
    times.sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) least = Math.min(least, times[i]! - times[i - 1]!);
  }
  return least;
}
