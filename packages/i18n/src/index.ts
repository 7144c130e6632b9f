// ru/en texts for the mini app, the bot and the server (catalogue.ts: one namespace each). `resources` plugs straight into i18next (namespace
// "translation"). A browser that wants one language at a time imports "@booking/i18n/ru/index" or
// "@booking/i18n/en/index" instead, and "@booking/i18n/error-text" for `errorText`.
import { en } from "./en/index.ts";
import { ru } from "./ru/index.ts";

export type { Translation } from "./en/index.ts";
export { flattenKeys, type TranslationShape, type TranslationTree } from "./shape.ts";
export { errorText, errorTextOf, hasErrorText, REQUEST_FAILED, type Translate } from "./error-text.ts";
export { en, ru };
export { catalogue, textsOf, type BookingFacts, type BotTexts, type Namespace, type ServerTexts } from "./catalogue.ts";

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
};
