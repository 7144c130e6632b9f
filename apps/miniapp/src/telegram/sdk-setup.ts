// Loaded only when Telegram is likely (telegram.ts). Initialises the SDK, mounts the components
// the app uses, binds the theme/viewport CSS variables, reads the launch parameters and wraps the
// native controls behind `TelegramControls`.
import {
  backButton, hapticFeedback, init, isTMA, mainButton, miniApp, retrieveLaunchParams, retrieveRawInitData, themeParams, viewport,
} from "@telegram-apps/sdk-react";
import { installTelegramMock } from "./mock-env.ts";
import { WEB_ENV, type TelegramControls, type TelegramEnv, type TelegramUser } from "./telegram-env.ts";

type LaunchUser = { id: number; first_name: string; last_name?: string; username?: string; language_code?: string; photo_url?: string };

function toTelegramUser(user: LaunchUser | undefined): TelegramUser | undefined {
  if (!user) return undefined;
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    languageCode: user.language_code ?? "en",
    photoUrl: user.photo_url,
  };
}

function mountComponents(): void {
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  miniApp.mountSync.ifAvailable();
  themeParams.mountSync.ifAvailable();
  miniApp.bindCssVars.ifAvailable();
  themeParams.bindCssVars.ifAvailable();
  // The viewport mount asks the client for safe areas; the app does not wait for it.
  if (viewport.mount.isAvailable()) {
    viewport.mount()
      .then(() => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      })
      .catch((error: unknown) => console.warn("[telegram] viewport mount failed", error));
  }
}

const controls: TelegramControls = {
  showBackButton(onClick) {
    backButton.show.ifAvailable();
    const [, off] = backButton.onClick.ifAvailable(onClick);
    return () => off?.();
  },
  hideBackButton: () => { backButton.hide.ifAvailable(); },
  setMainButton: ({ text, visible, enabled, loading }) => {
    // The SDK posts nothing at all while the label is empty (Telegram needs one), so hiding the
    // button with text "" would leave it on screen: an empty text keeps the previous label.
    mainButton.setParams.ifAvailable({ ...(text ? { text } : {}), isVisible: visible, isEnabled: enabled && !loading, isLoaderVisible: loading });
  },
  onMainButtonClick(onClick) {
    const [, off] = mainButton.onClick.ifAvailable(onClick);
    return () => off?.();
  },
  hapticHeavy: () => { hapticFeedback.impactOccurred.ifAvailable("heavy"); },
  hapticSuccess: () => { hapticFeedback.notificationOccurred.ifAvailable("success"); },
  isDark: () => themeParams.isDark(),
  onThemeChange: (listener) => themeParams.isDark.sub(listener),
};

export function setupTelegramSdk(): TelegramEnv {
  installTelegramMock();
  if (!isTMA()) return WEB_ENV;
  try {
    init();
    mountComponents();
    const launchParams = retrieveLaunchParams();
    const data = launchParams.tgWebAppData;
    miniApp.ready.ifAvailable();
    return {
      isTelegram: true,
      initDataRaw: retrieveRawInitData(),
      user: toTelegramUser(data?.user),
      startParam: launchParams.tgWebAppStartParam ?? data?.start_param,
      platform: launchParams.tgWebAppPlatform,
      controls,
    };
  } catch (error) {
    // Launch parameters without a Telegram bridge (a copied URL opened in a browser tab): run as a
    // web app rather than half-initialised.
    console.warn("[telegram] not running inside Telegram, continuing as a web app", error);
    return WEB_ENV;
  }
}
