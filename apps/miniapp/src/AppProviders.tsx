// Everything around the routes: Telegram environment, translations, the telegram-ui root with the
// Telegram theme (light/dark from theme params; the browser's preference on the web) and toasts.
import { AppRoot } from "@telegram-apps/telegram-ui";
import type { i18n as I18n } from "i18next";
import { useSyncExternalStore, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { TelegramProvider, useTelegram } from "./telegram/TelegramContext.tsx";
import type { TelegramEnv } from "./telegram/telegram-env.ts";
import { ToastProvider } from "./toast/ToastProvider.tsx";

const APPLE_PLATFORMS = new Set(["ios", "macos"]);
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The web's theme: the browser's preference, followed live. */
function subscribeToScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const prefersDark = () => window.matchMedia(DARK_QUERY).matches;

function ThemedRoot({ children }: { children: ReactNode }) {
  const { controls, platform } = useTelegram();
  const isDark = useSyncExternalStore(controls?.onThemeChange ?? subscribeToScheme, () => (controls ? controls.isDark() : prefersDark()));
  const appearance = isDark ? "dark" : "light";
  return (
    <AppRoot
      // app-root--light: app.css darkens the kit's light fallback colours to WCAG AA contrast.
      className={`app-root app-root--${appearance}`}
      appearance={appearance}
      platform={platform && APPLE_PLATFORMS.has(platform) ? "ios" : "base"}
    >
      {children}
    </AppRoot>
  );
}

export function AppProviders({ telegram, i18n, children }: { telegram: TelegramEnv; i18n: I18n; children: ReactNode }) {
  return (
    <TelegramProvider value={telegram}>
      <I18nextProvider i18n={i18n}>
        <ThemedRoot>
          <ToastProvider>{children}</ToastProvider>
        </ThemedRoot>
      </I18nextProvider>
    </TelegramProvider>
  );
}
