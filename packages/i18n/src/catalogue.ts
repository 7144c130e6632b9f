// The one catalogue of user-facing text: per language, a namespace for the client (i18next strings
// with {{placeholders}}, loaded per language by the browser from ru/ and en/), one for the bot and one
// for messages the server sends itself (typed functions). English is the reference shape; every
// namespace is checked for ru/en parity by catalogue.test.ts.
import type { Language } from "@booking/contracts/constants";
import { en as botEn, type BookingFacts, type BotTexts } from "./bot/en.ts";
import { ru as botRu } from "./bot/ru.ts";
import { en as clientEn } from "./en/index.ts";
import { ru as clientRu } from "./ru/index.ts";
import { en as serverEn, type ServerTexts } from "./server/en.ts";
import { ru as serverRu } from "./server/ru.ts";

export type { BookingFacts, BotTexts, ServerTexts };

export const catalogue = {
  en: { client: clientEn, bot: botEn, server: serverEn },
  ru: { client: clientRu, bot: botRu, server: serverRu },
} satisfies Record<Language, { client: unknown; bot: BotTexts; server: ServerTexts }>;

export type Namespace = keyof (typeof catalogue)["en"];

/** One language's texts of one namespace, typed by that namespace's keys. */
export function textsOf<N extends Namespace>(language: Language, namespace: N): (typeof catalogue)[Language][N] {
  return catalogue[language][namespace];
}
