// Telegram helpers shared by the API and the bot. The Bot API stand-in for tests is a separate
// entry point, `@booking/telegram/testing/fake-bot-api`, so production code never loads it.
export {
  validateInitData,
  validateInitDataForAnyBot,
  DEFAULT_INIT_DATA_MAX_AGE_SECONDS,
  INIT_DATA_MAX_FUTURE_SKEW_SECONDS,
  MAX_INIT_DATA_LENGTH,
} from "./init-data.ts";
export type { InitDataBotMatch, TelegramUser, ValidateInitDataOptions, ValidatedInitData } from "./init-data.ts";
export { signInitData, signRawInitData } from "./sign.ts";
export type { InitDataFields } from "./sign.ts";
export {
  botStartLink,
  encodeStartParam,
  miniAppStartLink,
  startTargetPath,
  START_PAGES,
  miniAppUrl,
  parseStartParam,
  START_PAYLOAD_MAX_LENGTH,
  timeLinkUrl,
} from "./links.ts";
export type { StartPage, StartParamTarget, StartTarget, TimeTarget } from "./links.ts";
export { createBotApi, normalizeApiRoot, DEFAULT_TELEGRAM_API_ROOT } from "./bot-api.ts";
export type { BotApiOptions } from "./bot-api.ts";
export { createRateLimiter, TELEGRAM_RATE_LIMITS } from "./rate-limiter.ts";
export { createSharedRateLimiter, type SharedRateLimiterOptions } from "./shared-rate-limiter.ts";
export { COMMAND_TIMEOUT_MS, isRedisFailure, RedisLink, type RedisLinkOptions } from "./redis-link.ts";
export type { TelegramRateLimits } from "./rate-limiter.ts";
export { telegramCallMetrics } from "./call-metrics.ts";
