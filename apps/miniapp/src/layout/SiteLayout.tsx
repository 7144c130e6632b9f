// Frame of the platform-level pages (/login, /register, /account, /setup, /payment/result); inside
// Telegram without the web bar (issue 14.3).
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { TopBar } from "./TopBar.tsx";

export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isTelegram } = useTelegram();
  return (
    <div className="page">
      {!isTelegram && (
        <TopBar brand={t("common.appName")} brandTo="/">
          <LanguageToggle />
        </TopBar>
      )}
      <main className="page__content">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}
