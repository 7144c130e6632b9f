export { botInfoFor, createBot, type CreateBotOptions } from "./bot.ts";
export type { BotContext, BotDeps, BotScope, BotServices } from "./context.ts";
export { createBotServices } from "./services.ts";
export { PLATFORM_BOT_ID, TelegramBots, type TelegramBotsOptions, type WebhookTarget } from "./registry.ts";
export { startPlatformUpdates, type PlatformUpdates } from "./platform-updates.ts";
export { telegramJobHandlers } from "./notifications/handlers.ts";
