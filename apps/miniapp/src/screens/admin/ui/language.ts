import { LANGUAGES, type Language } from "@booking/contracts/constants";

/** The interface language as the server's `lang` parameter (CSV headers follow the screen). */
export function language(current: string): Language {
  const short = current.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : "en";
}
