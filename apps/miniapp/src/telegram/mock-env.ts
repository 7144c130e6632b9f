// Dev/e2e stand-in for the Telegram client (stack-check gotcha 7): with `?tgMock=1`, or the
// VITE_TG_MOCK=1 build flag, the SDK talks to `mockTelegramEnv` instead of a real client. Its own
// chunk, imported by telegram.ts only then (never on a real launch), after the storage stand-in. The
// init data must come SIGNED from the test (URL `tgWebAppData` or sessionStorage); the server
// validates it like any other, so nothing here bypasses authentication. `tgMockTheme=dark`
// switches the mocked theme.
import { emitEvent, mockTelegramEnv } from "@telegram-apps/sdk-react";
import { isMockRequested, MOCK_FLAG_KEY, MOCK_INIT_DATA_KEY, urlParams } from "./telegram-detect.ts";

const LIGHT_THEME = {
  bg_color: "#ffffff", text_color: "#000000", hint_color: "#707579", link_color: "#3390ec",
  button_color: "#3390ec", button_text_color: "#ffffff", secondary_bg_color: "#f4f4f5",
  header_bg_color: "#ffffff", accent_text_color: "#3390ec", section_bg_color: "#ffffff",
  section_header_text_color: "#3390ec", subtitle_text_color: "#707579", destructive_text_color: "#e53935",
} as const;

const DARK_THEME = {
  bg_color: "#17212b", text_color: "#f5f5f5", hint_color: "#708499", link_color: "#6ab3f3",
  button_color: "#5288c1", button_text_color: "#ffffff", secondary_bg_color: "#232e3c",
  header_bg_color: "#17212b", accent_text_color: "#6ab2f2", section_bg_color: "#17212b",
  section_header_text_color: "#6ab3f3", subtitle_text_color: "#708499", destructive_text_color: "#ec3942",
} as const;

const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };

/** Where the mock records every Mini Apps method the app called, for e2e tests to read. */
export const MOCK_EVENTS_GLOBAL = "__TG_MOCK_EVENTS__";

function recordedEvents(): Array<[string, unknown]> {
  const holder = window as unknown as Record<string, Array<[string, unknown]> | undefined>;
  return (holder[MOCK_EVENTS_GLOBAL] ??= []);
}

/** Installs the mock when requested; returns whether it did. */
export function installTelegramMock(location: Location = window.location, session: Storage = window.sessionStorage): boolean {
  if (!isMockRequested({ location, session, mockBuildFlag: import.meta.env.VITE_TG_MOCK })) return false;
  const params = urlParams(location);
  const initData = params.get("tgWebAppData") ?? session.getItem(MOCK_INIT_DATA_KEY);
  if (!initData) {
    console.warn("[telegram mock] no tgWebAppData in the URL or sessionStorage: running as a web app");
    return false;
  }
  session.setItem(MOCK_FLAG_KEY, "1");
  session.setItem(MOCK_INIT_DATA_KEY, initData);
  const theme = params.get("tgMockTheme") === "dark" ? DARK_THEME : LIGHT_THEME;
  const startParam = new URLSearchParams(initData).get("start_param") ?? undefined;
  mockTelegramEnv({
    launchParams: {
      tgWebAppData: initData,
      tgWebAppVersion: "8.0",
      tgWebAppPlatform: "tdesktop",
      tgWebAppThemeParams: theme,
      ...(startParam ? { tgWebAppStartParam: startParam } : {}),
    },
    onEvent([method, params]) {
      // A real client shows the MainButton, BackButton...; tests read these calls instead.
      recordedEvents().push([method, params]);
      // Answer the requests a real client answers, so mounts resolve instead of timing out.
      if (method === "web_app_request_theme") emitEvent("theme_changed", { theme_params: theme });
      else if (method === "web_app_request_safe_area") emitEvent("safe_area_changed", NO_INSETS);
      else if (method === "web_app_request_content_safe_area") emitEvent("content_safe_area_changed", NO_INSETS);
      else if (method === "web_app_request_viewport") {
        emitEvent("viewport_changed", { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
      }
    },
  });
  return true;
}
