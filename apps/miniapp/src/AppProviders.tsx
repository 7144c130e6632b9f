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
const noSubscription = () => () => {};

function ThemedRoot({ children }: { children: ReactNode }) {
  const { controls, platform } = useTelegram();
  const isDark = useSyncExternalStore(controls?.onThemeChange ?? noSubscription, () => controls?.isDark() ?? false);
  return (
    <AppRoot
      className="app-root"
      appearance={controls ? (isDark ? "dark" : "light") : undefined}
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
