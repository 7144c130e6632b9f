// /start: a greeting in the user's language with a button that opens the mini app: this tenant's
// for a tenant's bot; on the platform bot the tenant a start link (`t_<slug>`, `m_<slug>`, ...)
// names, else "default", opened at the screen the link names.
// The chat's menu button is pointed at the same place, and a user who had blocked the bot and now
// writes to it again gets notifications again.
import { Composer, InlineKeyboard } from "grammy";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts";
import { miniAppUrl, parseStartParam, startTargetPath } from "@booking/telegram";
import type { BotContext, BotDeps } from "../context.ts";
import { webAppMenuButton } from "../menu.ts";

export function startAppUrl(deps: Pick<BotDeps, "scope" | "publicUrl">, payload = ""): string {
  return startAppUrls(deps, payload).button;
}

/**
 * `button`: the screen the start link names (README "Start links"), in this bot's tenant only;
 * `menu`: that tenant's home, for the chat's menu button.
 */
export function startAppUrls(deps: Pick<BotDeps, "scope" | "publicUrl">, payload = ""): { button: string; menu: string } {
  const target = parseStartParam(payload);
  const slug = deps.scope.kind === "tenant" ? deps.scope.tenantSlug : (target.tenantSlug ?? DEFAULT_TENANT_SLUG);
  const menu = miniAppUrl(deps.publicUrl, slug);
  const path = target.tenantSlug === slug ? startTargetPath(target) : undefined;
  return { button: path ? `${deps.publicUrl.replace(/\/+$/, "")}${path}` : menu, menu };
}

export function startFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.chatType("private").command("start", async (ctx) => {
    const { button, menu } = startAppUrls(deps, ctx.match);
    await ctx.reply(ctx.texts.welcome(ctx.from.first_name), {
      reply_markup: new InlineKeyboard().webApp(ctx.texts.openApp, button),
    });
    // Neither is the user's concern if it fails: logged, and the greeting stands.
    await Promise.all([
      deps.services.markReachable(ctx.from.id).catch(deps.onError),
      ctx.api.setChatMenuButton({ chat_id: ctx.chat.id, menu_button: webAppMenuButton(ctx.texts.openApp, menu) }).catch(deps.onError),
    ]);
  });
  return feature;
}
