// Frame of the platform-level pages (/login, /register, /account, /setup, /payment/result); inside
// Telegram without the web bar (issue 14.3).
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { TopBar } from "./TopBar.tsx";

export function SiteLayout() {
  const { t } = useTranslation();
  const { isTelegram } = useTelegram();
  return (
    <div className="page">
      {!isTelegram && (
        <TopBar brand={t("common.appName")} brandTo="/">
          <LanguageToggle />
        </TopBar>
      )}
      <main className="page__content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
