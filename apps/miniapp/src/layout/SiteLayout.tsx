// Frame of the platform-level pages (/login, /register, /account, /setup, /payment/result); inside
// Telegram without the web bar (issue 14.3). A page acting for one business (a booking's payment
// result, a customer's account: issue 25.7) wears that business's header and colours instead.
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { PageLoader } from "../components/PageLoader.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";
import { tenantPath } from "../router/paths.ts";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { useTenantProfile, type TenantProfile } from "../tenant/tenant-profile.ts";
import { BusinessBrand, brandedPage } from "./business-brand.tsx";
import { SiteBusinessContext } from "./site-frame.ts";
import { TopBar } from "./TopBar.tsx";

/** The business's bar: its name and logo leading to its home; no platform name, even while loading. */
function BusinessTopBar({ slug, profile }: { slug: string; profile: TenantProfile | null }) {
  useDocumentTitle(profile?.name);
  return (
    <TopBar brand={profile ? <BusinessBrand name={profile.name} logoUrl={profile.logoUrl} /> : ""} brandTo={tenantPath(slug)}>
      <LanguageToggle />
    </TopBar>
  );
}

export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isTelegram } = useTelegram();
  const [business, setBusiness] = useState<string | null>(null);
  // Unknown tenants ("missing") fall back to the platform's bar.
  const { profile, status } = useTenantProfile(business);
  const framed = business && status !== "missing" ? business : null;
  let bar = (
    <TopBar brand={t("common.appName")} brandTo="/">
      <LanguageToggle />
    </TopBar>
  );
  if (framed) bar = <BusinessTopBar slug={framed} profile={profile} />;
  return (
    <div {...brandedPage("page", framed ? profile?.branding.primaryColor : null, isTelegram)}>
      {!isTelegram && bar}
      <main className="page__content">
        <SiteBusinessContext.Provider value={setBusiness}>
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </SiteBusinessContext.Provider>
      </main>
    </div>
  );
}
