// Frame of the platform-level pages (/login, /register, /account, /setup, /payment/result).
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { TopBar } from "./TopBar.tsx";

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar brand={t("common.appName")} brandTo="/">
        <LanguageToggle />
      </TopBar>
      <main className="page__content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
