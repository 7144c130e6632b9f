// Telegram setup entry (stack-check gotcha 7). Outside Telegram nothing is loaded and the app runs
// as a web app; when Telegram (or the mock) is likely, the SDK chunk is fetched and set up.
import { browserDetectSources, mightBeTelegram } from "./telegram-detect.ts";
import { WEB_ENV, type TelegramEnv } from "./telegram-env.ts";

export async function setupTelegram(): Promise<TelegramEnv> {
  if (!mightBeTelegram(browserDetectSources())) return WEB_ENV;
  try {
    const { setupTelegramSdk } = await import("./sdk-setup.ts");
    return setupTelegramSdk();
  } catch (error) {
    console.warn("[telegram] SDK setup failed, continuing as a web app", error);
    return WEB_ENV;
  }
}
