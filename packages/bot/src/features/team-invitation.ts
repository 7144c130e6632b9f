// `/start inv_<token>` on the platform bot: a team invitation sent as a Telegram link (issue 16.1).
// The bot names the page and the role and opens the mini app on the invitation screen of that page,
// where the invitee (identified by the signed init data) accepts it; the token is used there, once.
import { Composer, InlineKeyboard } from "grammy";
import { INVITATION_START_PREFIX } from "@booking/contracts";
import { miniAppUrl } from "@booking/telegram";
import type { BotContext, BotDeps } from "../context.ts";

export function teamInvitationFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.chatType("private").command("start", async (ctx, next) => {
    if (!ctx.match.startsWith(INVITATION_START_PREFIX)) return next();
    const token = ctx.match.slice(INVITATION_START_PREFIX.length);
    const target = await deps.services.invitationTarget(token);
    if (!target) {
      await ctx.reply(ctx.texts.teamInvitationInvalid);
      return;
    }
    const role = ctx.texts.teamRoles[target.role] ?? target.role;
    await ctx.reply(ctx.texts.teamInvitation(target.displayName, role), {
      reply_markup: new InlineKeyboard().webApp(ctx.texts.openApp, miniAppUrl(deps.publicUrl, target.slug, `/invite/${token}`)),
    });
  });
  return feature;
}
