// Dev/e2e stand-in for the Telegram client (stack-check gotcha 7): with `?tgMock=1`, or the
// VITE_TG_MOCK=1 build flag, the SDK talks to `mockTelegramEnv` instead of a real client. Its own
// chunk, imported by telegram.ts only then (never on a real launch), after the storage stand-in. The
// init data must come SIGNED from the test (URL `tgWebAppData` or sessionStorage); the server
// validates it like any other, so nothing here bypasses authentication. `tgMockTheme=dark`
// switches the mocked theme.
import { emitEvent, mockTelegramEnv } from "@telegram-apps/sdk-react";
import { isMockRequested, MOCK_FLAG_KEY, MOCK_INIT_DATA_KEY, urlParams } from "./telegram-detect.ts";

const LIGHT_THEME = {
  bg_color: "#ffffff",
  text_color: "#000000",
  hint_color: "#707579",
  link_color: "#3390ec",
  button_color: "#3390ec",
  button_text_color: "#ffffff",
  secondary_bg_color: "#f4f4f5",
  header_bg_color: "#ffffff",
  accent_text_color: "#3390ec",
  section_bg_color: "#ffffff",
  section_header_text_color: "#3390ec",
  subtitle_text_color: "#707579",
  destructive_text_color: "#e53935",
} as const;

const DARK_THEME = {
  bg_color: "#17212b",
  text_color: "#f5f5f5",
  hint_color: "#708499",
  link_color: "#6ab3f3",
  button_color: "#5288c1",
  button_text_color: "#ffffff",
  secondary_bg_color: "#232e3c",
  header_bg_color: "#17212b",
  accent_text_color: "#6ab2f2",
  section_bg_color: "#17212b",
  section_header_text_color: "#6ab3f3",
  subtitle_text_color: "#708499",
  destructive_text_color: "#ec3942",
} as const;

const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };

/** Where the mock records every Mini Apps method the app called, for e2e tests to read. */
export const MOCK_EVENTS_GLOBAL = "__TG_MOCK_EVENTS__";

function recordedEvents(): Array<[string, unknown]> {
  const holder = window as unknown as Record<string, Array<[string, unknown]> | undefined>;
  holder[MOCK_EVENTS_GLOBAL] ??= [];
  return holder[MOCK_EVENTS_GLOBAL];
}

let phoneShared = false;

/**
 * Telegram's contact request as the clients answer it: `web_app_request_phone` asks the user (here:
 * always "sent"), then the custom method `getRequestedContact` gives the shared contact, an error
 * before that. Returns whether `method` was one of these.
 */
function answerContactRequest(method: string, params: unknown, initData: string, phone: string, signedContact: string | null): boolean {
  if (method === "web_app_request_phone") {
    phoneShared = true;
    emitEvent("phone_requested", { status: "sent" });
    return true;
  }
  const call = params as { req_id?: string; method?: string } | undefined;
  if (method !== "web_app_invoke_custom_method" || call?.method !== "getRequestedContact") return false;
  const user = JSON.parse(new URLSearchParams(initData).get("user") ?? "{}") as { id?: number; first_name?: string };
  const contact = JSON.stringify({ user_id: user.id, phone_number: phone, first_name: user.first_name ?? "" });
  // The test's contact signed by the bot (the server verifies it), else an unsigned one for forms.
  const result =
    signedContact ?? new URLSearchParams({ contact, auth_date: String(Math.floor(Date.now() / 1000)), hash: "mock" }).toString();
  emitEvent(
    "custom_method_invoked",
    phoneShared ? { req_id: call.req_id ?? "", result } : { req_id: call.req_id ?? "", error: "Contact not shared" },
  );
  return true;
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
  // `tgMockPhone`: the number the mocked user shares when the app asks for the contact.
  const sharedPhone = params.get("tgMockPhone") ?? "79991234567";
  // `tgMockContact`: Telegram's whole answer, signed by the test with the bot's token.
  const signedContact = params.get("tgMockContact");
  // `tgMockWriteAccess=cancelled`: the mocked user refuses the bot's write-access request.
  const writeAccess = params.get("tgMockWriteAccess") === "cancelled" ? "cancelled" : "allowed";
  const homeScreen = params.get("tgMockHomeScreen") ?? "unsupported";
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
      if (answerContactRequest(method, params, initData, sharedPhone, signedContact)) return;
      if (method === "web_app_request_write_access") emitEvent("write_access_requested", { status: writeAccess });
      // `tgMockHomeScreen=missed|added|unknown`: what the client says of the home screen (default: it cannot add one,
      // like Telegram Desktop, so other tests' bookings are not followed by that question).
      if (method === "web_app_check_home_screen") emitEvent("home_screen_checked", { status: homeScreen });
      if (method === "web_app_add_to_home_screen") emitEvent("home_screen_added");
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
