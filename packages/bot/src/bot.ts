// createBot(): the platform bot or a tenant's own bot, from injected dependencies. Features are
// Composers (features/*.ts), the language middleware first, all inside one error boundary; every
// Api of the bot sends through the token's rate limiter and auto-retry (delivery.ts).
import { Bot, type BotError, type Transformer } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import { createRateLimiter, normalizeApiRoot } from "@booking/telegram";
import type { BotContext, BotDeps } from "./context.ts";
import { installDelivery } from "./delivery.ts";
import { languageFeature } from "./features/language.ts";
import { linkAccountFeature } from "./features/link-account.ts";
import { teamInvitationFeature } from "./features/team-invitation.ts";
import { startFeature } from "./features/start.ts";
import { helpFeature } from "./features/help.ts";
import { bookingDecisionsFeature } from "./features/booking-decisions.ts";
import { phoneVerificationFeature } from "./features/phone-verification.ts";
import { waitlistClaimFeature } from "./features/waitlist-claim.ts";
import { botTexts, languageOf } from "./texts.ts";

export interface CreateBotOptions extends BotDeps {
  token: string;
  apiRoot?: string;
  /** Known from configuration: grammY then never calls getMe, also not on a webhook's first update. */
  botInfo?: UserFromGetMe;
  /** The token's limiter, shared by everything in the process that sends through this bot. */
  limiter?: Transformer;
}

export function createBot(options: CreateBotOptions): Bot<BotContext> {
  const bot = new Bot<BotContext>(options.token, {
    botInfo: options.botInfo,
    client: { apiRoot: normalizeApiRoot(options.apiRoot) },
  });
  installDelivery(bot.api, options.limiter ?? createRateLimiter());

  // Error boundary: one failing update never stops the bot; the user hears something went wrong.
  // A boundary rather than bot.catch alone, which only long polling calls: on a webhook the error
  // would become a 500 and Telegram would deliver the same update again and again.
  const handleError = async ({ error, ctx }: BotError<BotContext>) => {
    options.onError(error);
    const texts = ctx.texts ?? botTexts(languageOf(ctx.from?.language_code));
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: texts.somethingWrong }).catch(() => undefined);
    else if (ctx.chat?.type === "private") await ctx.reply(texts.somethingWrong).catch(() => undefined);
  };
  const features = bot.errorBoundary(handleError);
  features.use(languageFeature(options));
  // Account links are made for the platform bot only (createTelegramLink).
  if (options.scope.kind === "platform") features.use(linkAccountFeature(options), teamInvitationFeature(options));
  features.use(
    startFeature(options),
    helpFeature(),
    bookingDecisionsFeature(options),
    waitlistClaimFeature(options),
    phoneVerificationFeature(options),
  );
  bot.catch(handleError);
  return bot;
}

/**
 * What getMe would say, from the token's id and the stored username. grammY needs the id and the
 * username (commands addressed to @username); the capability flags matter to nothing this bot does.
 */
export function botInfoFor(token: string, username: string | null | undefined): UserFromGetMe | undefined {
  const id = Number(token.split(":")[0]);
  if (!username || !Number.isSafeInteger(id)) return undefined;
  return {
    id,
    is_bot: true,
    first_name: username,
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
  };
}
