import { LANGUAGES, type Language } from "@booking/contracts";

/** The caller's saved language when it is one the catalogue has, else English. */
export function callerLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : "en";
}
