// Cheap checks, without the SDK, for whether this page may be running inside Telegram (or the
// dev/e2e mock). Only then is the SDK downloaded; a plain web visit never pays for it.
import { SDK_LAUNCH_PARAMS_KEY } from "./launch-params.ts";

export const MOCK_FLAG_PARAM = "tgMock";
/** sessionStorage keys: the mock survives reloads and in-app navigation of the same tab. */
export const MOCK_FLAG_KEY = "booking/tgMock";
export const MOCK_INIT_DATA_KEY = "booking/tgMockInitData";

export interface DetectSources {
  location: Pick<Location, "search" | "hash">;
  session: Pick<Storage, "getItem">;
  /** The VITE_TG_MOCK build flag. */
  mockBuildFlag?: unknown;
  /** Native clients inject `TelegramWebviewProxy`; Telegram Web embeds the app in an iframe. */
  hasWebviewProxy: boolean;
  inIframe: boolean;
}

/** Query string and hash parameters together (Telegram itself passes launch parameters in the hash). */
export function urlParams(location: Pick<Location, "search" | "hash">): URLSearchParams {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(location.hash.replace(/^#/, ""))) params.set(key, value);
  return params;
}

export function isMockRequested(sources: Pick<DetectSources, "location" | "session" | "mockBuildFlag">): boolean {
  return (
    urlParams(sources.location).get(MOCK_FLAG_PARAM) === "1" ||
    sources.session.getItem(MOCK_FLAG_KEY) === "1" ||
    sources.mockBuildFlag === "1"
  );
}

export function mightBeTelegram(sources: DetectSources): boolean {
  const params = urlParams(sources.location);
  return (
    params.has("tgWebAppData") ||
    params.has("tgWebAppPlatform") ||
    sources.session.getItem(SDK_LAUNCH_PARAMS_KEY) !== null ||
    isMockRequested(sources) ||
    sources.hasWebviewProxy ||
    sources.inIframe
  );
}

export function browserDetectSources(): DetectSources {
  let session: Pick<Storage, "getItem">;
  try {
    session = window.sessionStorage;
  } catch {
    session = { getItem: () => null };
  }
  return {
    location: window.location,
    session,
    mockBuildFlag: import.meta.env.VITE_TG_MOCK,
    hasWebviewProxy: "TelegramWebviewProxy" in window,
    inIframe: window.parent !== window,
  };
}
