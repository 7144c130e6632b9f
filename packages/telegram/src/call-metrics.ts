// Bot API calls timed and counted for the metrics (booking_outbound_calls_total{target="telegram"}):
// outcome "ok", "429" (flood limit), "4xx" (refused: blocked by the user, bad chat), "5xx", or
// "error" (no answer). Installed innermost (first), so each attempt of auto-retry counts and the
// latency is Telegram's, not the flood limiter's wait.
import type { Transformer } from "grammy";
import { timedCall } from "@booking/observability";

export const telegramCallMetrics: Transformer = (prev, method, payload, signal) =>
  timedCall(
    "telegram",
    () => prev(method, payload, signal),
    (result) => {
      if (result.ok) return "ok";
      const code = (result as { error_code?: number }).error_code ?? 0;
      return code === 429 ? "429" : `${Math.floor(code / 100)}xx`;
    },
  );
