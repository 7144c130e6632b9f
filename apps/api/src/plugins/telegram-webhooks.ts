// POST /api/telegram/webhook/{botId}: updates for the platform bot ("platform") and tenants' own
// bots (their BotConfig id). Telegram sends the webhook's secret in X-Telegram-Bot-Api-Secret-Token;
// an unknown or inactive bot, or a missing or wrong secret, is a 401 in the usual error shape, and
// nothing reaches the bot. The update itself goes to grammY's fastify adapter (webhookCallback).
import type { FastifyInstance } from "fastify";
import { AppError } from "@booking/contracts";
import type { TelegramBots } from "@booking/bot";

const SECRET_HEADER = "x-telegram-bot-api-secret-token";

export function registerTelegramWebhooks(app: FastifyInstance, bots: TelegramBots): void {
  app.post<{ Params: { botId: string } }>("/api/telegram/webhook/:botId", async (request, reply) => {
    const target = await bots.webhookTarget(request.params.botId);
    const header = request.headers[SECRET_HEADER];
    if (!target?.accepts(typeof header === "string" ? header : undefined)) {
      throw new AppError("UNAUTHORIZED", "Unknown bot or wrong webhook secret");
    }
    return target.handle(request, reply);
  });
}
