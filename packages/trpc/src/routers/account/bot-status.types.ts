import { z } from "zod";

export const botStatusResponse = z.object({
  state: z.enum(["notConnected", "tokenRejected", "unreachable", "off", "webhookMissing", "live"]).meta({
    description:
      "notConnected: no token; tokenRejected: Telegram refuses the token; unreachable: Telegram did not answer; off: the token works, the bot is off; webhookMissing: on, but Telegram does not deliver here; live: on and delivered here",
  }),
  username: z.string().nullable().meta({ description: "The bot's @username (without @)" }),
  name: z.string().nullable().meta({ description: "The bot's name as customers see it, when Telegram answered" }),
  pendingUpdates: z.number().int().nullable().meta({ description: "Updates Telegram holds, not delivered yet" }),
  lastError: z.string().nullable().meta({ description: "Telegram's last delivery error of the past day" }),
  lastErrorAt: z.string().nullable().meta({ description: "ISO 8601 instant of that error" }),
  checkedAt: z.string().meta({ description: "ISO 8601 instant of this check" }),
});
