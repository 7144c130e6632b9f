// The one way to get a Bot API client, so every caller honours the configured API root
// (TELEGRAM_API_ROOT: a local Bot API server in production, the fake server in tests).
import { Api } from "grammy";
import type { ApiClientOptions } from "grammy";
import { AppError } from "@booking/contracts";

export const DEFAULT_TELEGRAM_API_ROOT = "https://api.telegram.org";

export interface BotApiOptions extends ApiClientOptions {
  /** Bot API base URL without the `/bot<token>` part; defaults to Telegram's public server. */
  apiRoot?: string;
}

export function createBotApi(token: string, options: BotApiOptions = {}): Api {
  if (!token) throw new AppError("INTERNAL_ERROR", "Bot token is not configured");
  return new Api(token, { ...options, apiRoot: normalizeApiRoot(options.apiRoot) });
}

/** grammY appends `/bot<token>/<method>`, so a trailing slash would produce `//bot...`. */
export function normalizeApiRoot(apiRoot: string | undefined): string {
  const root = (apiRoot ?? "").trim().replace(/\/+$/, "") || DEFAULT_TELEGRAM_API_ROOT;
  if (!/^https?:\/\/[^/]/.test(root)) {
    throw new AppError("INTERNAL_ERROR", `Telegram API root must be an http(s) URL: ${root}`);
  }
  return root;
}
