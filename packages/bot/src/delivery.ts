// How every Api of a bot sends: through the token's rate limiter (packages/telegram), and with
// @grammyjs/auto-retry around it for 429s (after retry_after), 5xx and network failures. Installed
// in this order, auto-retry is the outer transformer, so each retry queues in the limiter again;
// the call metrics are innermost (each attempt counted, timed without the limiter's wait).
// Beyond a few attempts or a long wait the call fails: a job is then retried by the queue later,
// rather than holding its worker for minutes.
import type { Api, Transformer } from "grammy";
import { autoRetry } from "@grammyjs/auto-retry";
import { telegramCallMetrics } from "@booking/telegram";

export const AUTO_RETRY_OPTIONS = { maxRetryAttempts: 3, maxDelaySeconds: 60 } as const;

export function installDelivery(api: Api, limiter: Transformer): void {
  api.config.use(telegramCallMetrics, limiter, autoRetry(AUTO_RETRY_OPTIONS));
}
