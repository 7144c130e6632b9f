// /start: a greeting in the user's language with a button that opens the mini app: this tenant's
// for a tenant's bot; on the platform bot the tenant a `t_<slug>` deep link names, else "default".
// The chat's menu button is pointed at the same place, and a user who had blocked the bot and now
// writes to it again gets notifications again.
import { Composer, InlineKeyboard } from "grammy";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts";
import { miniAppUrl, parseStartParam } from "@booking/telegram";
import type { BotContext, BotDeps } from "../context.ts";
import { webAppMenuButton } from "../menu.ts";

export function startAppUrl(deps: Pick<BotDeps, "scope" | "publicUrl">, payload = ""): string {
  const slug = deps.scope.kind === "tenant" ? deps.scope.tenantSlug : parseStartParam(payload).tenantSlug ?? DEFAULT_TENANT_SLUG;
  return miniAppUrl(deps.publicUrl, slug);
}

export function startFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.chatType("private").command("start", async (ctx) => {
    const url = startAppUrl(deps, ctx.match);
    await ctx.reply(ctx.texts.welcome(ctx.from.first_name), {
      reply_markup: new InlineKeyboard().webApp(ctx.texts.openApp, url),
    });
    // Neither is the user's concern if it fails: logged, and the greeting stands.
    await Promise.all([
      deps.services.markReachable(ctx.from.id).catch(deps.onError),
      ctx.api.setChatMenuButton({ chat_id: ctx.chat.id, menu_button: webAppMenuButton(ctx.texts.openApp, url) }).catch(deps.onError),
    ]);
  });
  return feature;
}
