import { z } from "zod";

export const telegramWriteAccessInput = z
  .object({
    allowed: z.boolean().meta({ description: "Telegram's answer to requestWriteAccess (false also when the user declined to be asked)" }),
  })
  .strict();

export const telegramWriteAccessResponse = z.object({
  recorded: z.boolean().meta({ description: "false when no account is linked to this Telegram user" }),
  reachable: z.boolean().meta({ description: "Whether the bots now message this user (otherwise booking messages go by email)" }),
});
