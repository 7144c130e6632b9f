// English texts the server itself sends (namespace "server"): messages that leave through Telegram
// or email outside the bot's conversations. The shape ru.ts must match.
import { mailEn } from "./mail-en.ts";

export const en = {
  loginCode: (code: string, minutes: number) =>
    `Your login code: ${code}\nIt is valid for ${minutes} minutes. Do not share it with anyone.`,
  /** The description of a tenant's pages in link previews, until the owner writes their own. */
  pageDescription: (business: string) => `${business}: book a time online`,
  /** Emails (mail-en.ts). */
  mail: mailEn,
};

export type ServerTexts = typeof en;
