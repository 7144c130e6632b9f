// The Confirm / Cancel buttons of a new-booking message (notifications/messages.ts): the pressing
// admin's decision runs the admin page's transitions (decidePendingBooking in @booking/core). The
// message then says who decided, or what happened meanwhile, and loses its buttons.
import { Composer } from "grammy";
import type { BookingDecision } from "@booking/core";
import type { BotContext, BotDeps } from "../context.ts";

const DECISION_DATA = /^bk:(confirm|cancel):([0-9a-f-]{36})$/;

/** Callback data of a decision button: 47 bytes, within Telegram's 64. */
export function decisionData(decision: BookingDecision, bookingId: string): string {
  return `bk:${decision}:${bookingId}`;
}

export function bookingDecisionsFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.callbackQuery(DECISION_DATA, async (ctx) => {
    const decision = ctx.match[1] as BookingDecision;
    const result = await deps.services.decideBooking({
      telegramId: ctx.from.id,
      bookingId: ctx.match[2]!,
      decision,
      ...(deps.scope.kind === "tenant" ? { tenantId: deps.scope.tenantId } : {}),
    });
    const { texts } = ctx;
    if (result.outcome === "forbidden") {
      await ctx.answerCallbackQuery({ text: texts.notAdmin, show_alert: true });
      return;
    }
    const note =
      result.outcome === "done"
        ? (decision === "confirm" ? texts.confirmedBy : texts.cancelledBy)(result.actorName)
        : texts.nowStatus(texts.statusNames[result.status]);
    await ctx.answerCallbackQuery({ text: result.outcome === "done" ? note : texts.alreadyHandled });
    const original = ctx.callbackQuery.message && "text" in ctx.callbackQuery.message ? ctx.callbackQuery.message.text : undefined;
    // Editing without reply_markup removes the buttons.
    if (original) await ctx.editMessageText(`${original}\n\n${note}`).catch(deps.onError);
  });
  return feature;
}
