// Frame of the tenant area /webapp/:tenantName/*: the business's navigation bar above its pages,
// its name in the tab's title; the staff area (admin/*) has its own shell instead. A tenant that does not exist has no pages: one "this page does not
// exist" screen, without the tenant's menu, login or register (issue 14.1).
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useMatch } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useTenantName } from "../router/tenant-name.ts";
import NotFoundScreen from "../screens/NotFoundScreen.tsx";
import { useTenantProfile } from "../tenant/tenant-profile.ts";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { brandedPage } from "./business-brand.tsx";
import { TenantNavBar } from "./TenantNavBar.tsx";
import { TopBar } from "./TopBar.tsx";

function UnknownTenant() {
  const { t } = useTranslation();
  const { controls } = useTelegram();
  useDocumentTitle(t("notFound.title"));
  // Inside Telegram no web bar (issue 14.3) and no way to the platform's marketing page: Close.
  return (
    <div className="page" data-testid="unknown-tenant">
      {!controls && (
        <TopBar brand={t("common.appName")} brandTo="/">
          <LanguageToggle />
        </TopBar>
      )}
      <main className="page__content">
        {controls ? <NotFoundScreen onClose={() => controls.close()} /> : <NotFoundScreen homePath="/" />}
      </main>
    </div>
  );
}

/** FREE pages (issue 16.4): a small mark linking to the platform; paid plans show none. */
function PoweredBy() {
  const { t } = useTranslation();
  return (
    <footer className="powered-by" data-testid="powered-by">
      <a href="/" target="_blank" rel="noopener">
        {t("common.poweredBy", { appName: t("common.appName") })}
      </a>
    </footer>
  );
}

export function TenantLayout() {
  const { pathname } = useLocation();
  const { profile, status } = useTenantProfile(useTenantName() ?? DEFAULT_TENANT_SLUG);
  const { isTelegram } = useTelegram();
  const staffArea = useMatch("/webapp/:tenantName/admin/*") !== null;
  useDocumentTitle(profile?.name);
  if (status === "missing") return <UnknownTenant />;
  // The staff area brings its own frame and navigation (issue 26.1): no site menu above the work.
  if (staffArea)
    return (
      <div {...brandedPage("page page--staff", profile?.branding.primaryColor, isTelegram)}>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
    );
  return (
    <div {...brandedPage("page", profile?.branding.primaryColor, isTelegram)}>
      <TenantNavBar businessName={profile?.name} logoUrl={profile?.logoUrl ?? null} whiteLabel={profile?.branding.whiteLabel} />
      <main className="page__content">
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {profile?.branding.poweredBy && <PoweredBy />}
    </div>
  );
}
