// Telegram setup entry (stack-check gotcha 7). Outside Telegram nothing is loaded and the app runs
// as a web app; when Telegram is likely, the SDK chunk is fetched and set up. The dev/e2e mock is
// a chunk of its own, fetched only when a test or developer asks for it (`?tgMock=1`, VITE_TG_MOCK):
// a real launch never runs it.
import { browserDetectSources, isMockRequested, mightBeTelegram } from "./telegram-detect.ts";
import { WEB_ENV, type TelegramEnv } from "./telegram-env.ts";

/** `storageBlocked`: the browser refused sessionStorage and an in-memory stand-in serves it. */
export async function setupTelegram({ storageBlocked = false } = {}): Promise<TelegramEnv> {
  const sources = browserDetectSources();
  if (!mightBeTelegram(sources)) return WEB_ENV;
  try {
    if (isMockRequested(sources)) {
      const { installTelegramMock } = await import("./mock-env.ts");
      installTelegramMock();
    }
    const { setupTelegramSdk } = await import("./sdk-setup.ts");
    return setupTelegramSdk({ storageBlocked });
  } catch (error) {
    console.warn("[telegram] SDK setup failed, continuing as a web app", error);
    return WEB_ENV;
  }
}
