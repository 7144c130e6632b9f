// Frame of the tenant area /webapp/:tenantName/*: the business's navigation bar above its pages,
// its name in the tab's title. A tenant that does not exist has no pages: one "this page does not
// exist" screen, without the tenant's menu, login or register (issue 14.1).
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { useTenantName } from "../router/tenant-name.ts";
import NotFoundScreen from "../screens/NotFoundScreen.tsx";
import { useTenantProfile } from "../tenant/tenant-profile.ts";
import { TenantNavBar } from "./TenantNavBar.tsx";
import { TopBar } from "./TopBar.tsx";

function UnknownTenant() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <div className="page" data-testid="unknown-tenant">
      <TopBar brand={t("common.appName")} brandTo="/"><LanguageToggle /></TopBar>
      <main className="page__content"><NotFoundScreen homePath="/" /></main>
    </div>
  );
}

export function TenantLayout() {
  const { pathname } = useLocation();
  const { profile, status } = useTenantProfile(useTenantName() ?? DEFAULT_TENANT_SLUG);
  useDocumentTitle(profile?.name);
  if (status === "missing") return <UnknownTenant />;
  return (
    <div className="page">
      <TenantNavBar businessName={profile?.name} logoUrl={profile?.logoUrl ?? null} />
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
