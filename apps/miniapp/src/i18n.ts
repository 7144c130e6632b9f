// i18next for the client. Spec: the app forces Russian at start (not the browser's or Telegram's
// language), falls back to English, and remembers the user's choice in the browser; a logged-in
// user's choice is also sent to the server, where a failure is only logged. Russian, the start
// language, is bundled (the customer screens' texts; the staff screens' come with them); English is
// a separate chunk fetched when first needed.
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from "@booking/contracts/constants";
import { ruStart } from "@booking/i18n/ru/start";
import type { TranslationTree } from "@booking/i18n/shape";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "./lib/storage.ts";

export const START_LANGUAGE: Language = "ru";
export const FALLBACK_LANGUAGE: Language = "en";
const NAMESPACE = "translation";

export type LoadTranslation = (language: Language) => Promise<TranslationTree>;

/** Russian texts that came after the first load: the staff screens' (loadLaterTexts), the landing page's. */
let ruAdded: TranslationTree = {};
let laterLoaded = false;
/** Every instance made here, so texts fetched later reach the one the app renders with. */
const instances = new Set<I18n>();

export const loadTranslation: LoadTranslation = (language) =>
  language === "ru" ? Promise.resolve({ ...ruStart, ...ruAdded }) : import("@booking/i18n/en/index").then((module) => module.en);

/** Sections of Russian texts a lazily loaded screen brings with it (the first load leaves them out). */
export function addRussianTexts(texts: TranslationTree): void {
  ruAdded = { ...ruAdded, ...texts };
  for (const instance of instances) {
    if (instance.hasResourceBundle("ru", NAMESPACE)) instance.addResourceBundle("ru", NAMESPACE, texts, true, true);
  }
}

/**
 * The Russian texts of the back office, the account, tenant setup and invitations: fetched with
 * those screens (router/routes.tsx), not with the first load. English is
 * one chunk of its own already, fetched whole when first needed.
 */
export async function loadLaterTexts(): Promise<void> {
  if (laterLoaded) return;
  addRussianTexts((await import("@booking/i18n/ru/later")).ruLater);
  laterLoaded = true;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Russian unless the user picked a language before in this browser. */
export function startLanguage(storage: Pick<KeyValueStore, "getItem"> = appStorage): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : START_LANGUAGE;
}

/** The language the toggle offers: the one not in use. */
export function otherLanguage(current: string): Language {
  return current === "en" ? "ru" : "en";
}

async function ensureLoaded(i18n: I18n, language: Language, load: LoadTranslation): Promise<void> {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) i18n.addResourceBundle(language, NAMESPACE, await load(language));
}

/**
 * The page's language, and a cookie the server paints the next tenant page's first screen in
 * (apps/api tenant-page.ts): without it, an English reader saw Russian until the scripts ran.
 */
function showLanguage(language: string): void {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export interface CreateI18nOptions {
  storage?: Pick<KeyValueStore, "getItem">;
  load?: LoadTranslation;
}

export async function createAppI18n({ storage = appStorage, load = loadTranslation }: CreateI18nOptions = {}): Promise<I18n> {
  const language = startLanguage(storage);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { [language]: { [NAMESPACE]: await load(language) } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
  });
  instances.add(instance);
  if (typeof document !== "undefined") {
    showLanguage(instance.language);
    instance.on("languageChanged", showLanguage);
  }
  return instance;
}

export interface SwitchLanguageOptions {
  storage?: Pick<KeyValueStore, "setItem">;
  load?: LoadTranslation;
  /** `PUT /api/user/language` for a logged-in user; absent for visitors. */
  saveRemote?: (language: Language) => Promise<unknown>;
}

export async function switchLanguage(i18n: I18n, next: Language, options: SwitchLanguageOptions = {}): Promise<void> {
  const { storage = appStorage, load = loadTranslation, saveRemote } = options;
  await ensureLoaded(i18n, next, load);
  await i18n.changeLanguage(next);
  storage.setItem(STORAGE_KEYS.language, next);
  if (!saveRemote) return;
  try {
    await saveRemote(next);
  } catch (error) {
    console.warn("[i18n] could not save the language preference", error);
  }
}
