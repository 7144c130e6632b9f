// Loaded only when Telegram is likely (telegram.ts). Reads the launch parameters leniently
// (launch-params.ts), initialises the SDK with them, mounts the components the app uses, binds the
// theme CSS variables and wraps the native controls behind `TelegramControls`. Nothing here waits
// for an answer a client may never give (Telegram Web K ignores the safe-area requests).
import {
  backButton,
  closeMiniApp,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  openLink,
  openTelegramLink,
  postEvent,
  request,
  requestContactComplete,
  requestWriteAccess,
  supports,
  themeParams,
  viewport,
} from "@telegram-apps/sdk-react";
import {
  browserLaunchSources,
  findLaunchQuery,
  keepLaunchQueryInUrl,
  parseLaunchQuery,
  rememberLaunchQuery,
  type LaunchParams,
} from "./launch-params.ts";
import { WEB_ENV, type TelegramControls, type TelegramEnv, type TelegramUser } from "./telegram-env.ts";

/** The colour the app paints behind its screens (app.css), reported to Telegram as its background. */
export const PAINTED_BACKGROUND = "secondary_bg_color";

function toTelegramUser(user: LaunchParams["user"]): TelegramUser | undefined {
  if (!user) return undefined;
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    languageCode: user.language_code ?? "en",
    photoUrl: user.photo_url,
    allowsWriteToPm: user.allows_write_to_pm,
  };
}

function mountComponents(): void {
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  miniApp.mountSync.ifAvailable();
  themeParams.mountSync.ifAvailable();
  miniApp.bindCssVars.ifAvailable();
  themeParams.bindCssVars.ifAvailable();
  // Telegram paints its frame with these: the same theme colour as the page behind the screens,
  // and both follow a theme change by themselves (they are theme keys, not fixed colours).
  miniApp.setBackgroundColor.ifAvailable(PAINTED_BACKGROUND);
  miniApp.setHeaderColor.ifAvailable(PAINTED_BACKGROUND);
  viewport.expand.ifAvailable();
  // The viewport mount asks for safe areas, which some clients never answer: nothing waits for it.
  if (viewport.mount.isAvailable()) {
    viewport
      .mount()
      .then(() => viewport.bindCssVars.ifAvailable())
      .catch((error: unknown) => console.warn("[telegram] viewport mount failed", error));
  }
}

/** Where the link leads: Telegram's own links open inside Telegram, the rest in its browser. */
function isTelegramLink(url: string): boolean {
  try {
    return new URL(url).hostname === "t.me";
  } catch {
    return false;
  }
}

const controls: TelegramControls = {
  showBackButton(onClick) {
    backButton.show.ifAvailable();
    const [, off] = backButton.onClick.ifAvailable(onClick);
    return () => off?.();
  },
  hideBackButton: () => {
    backButton.hide.ifAvailable();
  },
  setMainButton: ({ text, visible, enabled, loading }) => {
    // The SDK posts nothing at all while the label is empty (Telegram needs one), so hiding the
    // button with text "" would leave it on screen: an empty text keeps the previous label.
    mainButton.setParams.ifAvailable({
      ...(text ? { text } : {}),
      isVisible: visible,
      isEnabled: enabled && !loading,
      isLoaderVisible: loading,
    });
  },
  onMainButtonClick(onClick) {
    const [, off] = mainButton.onClick.ifAvailable(onClick);
    return () => off?.();
  },
  hapticHeavy: () => {
    hapticFeedback.impactOccurred.ifAvailable("heavy");
  },
  hapticSuccess: () => {
    hapticFeedback.notificationOccurred.ifAvailable("success");
  },
  isDark: () => themeParams.isDark(),
  onThemeChange: (listener) => themeParams.isDark.sub(listener),
  openExternal(url) {
    // Never navigate the mini app's own frame: payment pages refuse to be framed, and leaving it
    // loses the app. Too old a client for both methods: a new window, never this one.
    if (isTelegramLink(url) && openTelegramLink.isAvailable()) openTelegramLink(url);
    else if (openLink.isAvailable()) openLink(url);
    else window.open(url, "_blank", "noopener");
  },
  close: () => {
    closeMiniApp.ifAvailable();
  },
  async requestContact() {
    if (!requestContactComplete.isAvailable()) return undefined;
    try {
      const { raw, parsed } = await requestContactComplete();
      const phone = parsed.contact.phone_number;
      return { phone: phone.startsWith("+") ? phone : `+${phone}`, signed: raw };
    } catch (error) {
      // Declined, or the client never answered: the form asks for the number instead.
      console.warn("[telegram] contact request ended without a phone", error);
      return undefined;
    }
  },
  requestWriteAccess: askWriteAccess,
  extras: () =>
    import("./sdk-extras.ts").then(({ createExtras }) =>
      createExtras({ openTelegramLink, postEvent, request, supports, version: clientVersion }),
    ),
};

// The client's Mini Apps version, for what sdk-extras.ts may ask of it.
let clientVersion = "0";

// Issue 18.1: the bot's permission to message the user; a client that never answers is "unsupported".
async function askWriteAccess(): Promise<boolean | undefined> {
  if (!requestWriteAccess.isAvailable()) return undefined;
  try {
    return (await requestWriteAccess()) === "allowed";
  } catch (error) {
    console.warn("[telegram] write-access request ended without an answer", error);
    return undefined;
  }
}

export function setupTelegramSdk({ storageBlocked = false } = {}): TelegramEnv {
  const raw = findLaunchQuery(browserLaunchSources());
  if (!raw) return WEB_ENV;
  const launch = parseLaunchQuery(raw);
  if (launch.initDataRaw && !launch.hasSignature) {
    // The SDK's parser refuses such data; the server checks the bot's hash, which is what counts.
    console.warn("[telegram] the launch data has no `signature` field (an older Telegram client?): read without the SDK's parser");
  }
  try {
    init({
      launchParams: {
        tgWebAppPlatform: launch.platform,
        tgWebAppVersion: launch.version,
        tgWebAppThemeParams: launch.themeParams,
        ...(launch.startParam ? { tgWebAppStartParam: launch.startParam } : {}),
      },
    });
  } catch (error) {
    // Launch parameters without a Telegram bridge (a copied URL opened in a browser tab): run as a
    // web app rather than half-initialised.
    console.warn("[telegram] not running inside Telegram, continuing as a web app", error);
    return WEB_ENV;
  }
  clientVersion = launch.version;
  rememberLaunchQuery(raw);
  if (storageBlocked) keepLaunchQueryInUrl(raw);
  mountComponents();
  miniApp.ready.ifAvailable();
  return {
    isTelegram: true,
    initDataRaw: launch.initDataRaw,
    user: toTelegramUser(launch.user),
    startParam: launch.startParam,
    platform: launch.platform,
    controls,
  };
}
