// Bot messages in both interface languages; the user's Telegram language picks one (ru default).
export const BOT_TEXTS = {
  ru: {
    welcome: (name: string) => `Здравствуйте, ${name}! Здесь можно записаться на консультацию.`,
    openApp: "Открыть приложение",
    help: "Команды:\n/start — открыть приложение\n/help — помощь",
    somethingWrong: "Что-то пошло не так, попробуйте ещё раз.",
  },
  en: {
    welcome: (name: string) => `Hello, ${name}! Book a consultation here.`,
    openApp: "Open the app",
    help: "Commands:\n/start — open the app\n/help — help",
    somethingWrong: "Something went wrong, please try again.",
  },
} as const;

export type BotLanguage = keyof typeof BOT_TEXTS;

export function languageOf(code: string | undefined): BotLanguage {
  return code?.startsWith("en") ? "en" : "ru";
}
