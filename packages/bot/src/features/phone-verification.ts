// Phone verification (issue 16.6): /phone shows Telegram's "share my phone" button; a contact sent
// back whose user_id is the sender's own verifies the linked account's phone. Someone else's
// contact (forwarded or picked from the address book) verifies nothing.
import { Composer, Keyboard } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";

export function phoneVerificationFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  const private_ = feature.chatType("private");
  private_.command("phone", (ctx) =>
    ctx.reply(ctx.texts.phonePrompt, { reply_markup: new Keyboard().requestContact(ctx.texts.sharePhone).resized().oneTime() }),
  );
  private_.on("message:contact", async (ctx) => {
    const { contact } = ctx.message;
    const removeKeyboard = { reply_markup: { remove_keyboard: true as const } };
    if (contact.user_id !== ctx.from.id) return void (await ctx.reply(ctx.texts.phoneNotOwn));
    const outcome = await deps.services.verifyPhone(ctx.from.id, contact.phone_number);
    if (outcome.outcome === "verified") await ctx.reply(ctx.texts.phoneVerified(outcome.phone), removeKeyboard);
    else await ctx.reply(outcome.outcome === "invalid" ? ctx.texts.phoneInvalid : ctx.texts.phoneNoAccount, removeKeyboard);
  });
  return feature;
}
