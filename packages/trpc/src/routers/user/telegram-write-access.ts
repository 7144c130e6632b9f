import { recordTelegramWriteAccess } from "@booking/core";
import { telegramProcedure } from "../../init.ts";
import { telegramWriteAccessInput, telegramWriteAccessResponse } from "./telegram-write-access.types.ts";

// The Telegram user comes from the signed init data, never the body. Init data that already says
// the bot may write (`allows_write_to_pm`) wins over a reported refusal.
export const telegramWriteAccessRoute = telegramProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/user/telegram/write-access",
      tags: ["user"],
      summary: "Record whether the bot may message the Telegram user of this mini app (its write-access request)",
    },
  })
  .input(telegramWriteAccessInput)
  .output(telegramWriteAccessResponse)
  .mutation(async ({ ctx, input }) => {
    const reachable = input.allowed || ctx.telegram.user.allowsWriteToPm === true;
    return { recorded: await recordTelegramWriteAccess(ctx.platform, ctx.telegram.user.id, reachable), reachable };
  });
