// The Claim button of a waitlist offer (issue 18.3): books the held time for the Telegram user who
// pressed it (claimFromTelegram in @booking/core, the ordinary booking statement). The data names
// the entry and its tenant, each uuid as 22 base64url characters (48 bytes, within Telegram's 64);
// the entry must be the presser's own, so forged data finds nothing.
import { Composer } from "grammy";
import type { BotContext, BotDeps } from "../context.ts";

const CLAIM_DATA = /^wl:([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{22})$/;

const pack = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex").toString("base64url");
function unpack(packed: string): string {
  const hex = Buffer.from(packed, "base64url").toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function claimData(entryId: string, tenantId: string): string {
  return `wl:${pack(entryId)}:${pack(tenantId)}`;
}

export function waitlistClaimFeature(deps: BotDeps) {
  const feature = new Composer<BotContext>();
  feature.callbackQuery(CLAIM_DATA, async (ctx) => {
    const result = await deps.services.claimWaitlist({
      telegramId: ctx.from.id,
      entryId: unpack(ctx.match[1]!),
      tenantId: unpack(ctx.match[2]!),
      ...(deps.scope.kind === "tenant" ? { botTenantId: deps.scope.tenantId } : {}),
    });
    const { texts } = ctx;
    if (result.outcome !== "booked") {
      const over = result.outcome === "expired" || result.outcome === "claimed";
      const text =
        result.outcome === "expired"
          ? texts.waitlistOfferExpired
          : result.outcome === "claimed"
            ? texts.waitlistOfferClaimed
            : texts.waitlistClaimFailed;
      await ctx.answerCallbackQuery({ text, show_alert: true });
      // The offer is over for good: its button goes.
      if (over) await ctx.editMessageReplyMarkup().catch(deps.onError);
      return;
    }
    const { booking } = result;
    const note = texts.waitlistClaimed({
      service: booking.serviceName,
      when: `${booking.date} ${booking.startTime}–${booking.endTime}`,
      customer: booking.userName,
      phone: null,
    });
    await ctx.answerCallbackQuery({ text: note });
    const original = ctx.callbackQuery.message && "text" in ctx.callbackQuery.message ? ctx.callbackQuery.message.text : undefined;
    if (original) await ctx.editMessageText(`${original}\n\n${note}`).catch(deps.onError);
  });
  return feature;
}
