// Root of every route: the session (reloaded when the tenant in the URL changes), Telegram's
// BackButton bound to navigation, an error boundary and a Suspense boundary for lazy screens (the
// landing page's; the tenant and site frames have their own, inside their navigation).
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { tenantSlugFromPath } from "../router/paths.ts";
import { SessionProvider } from "../session/SessionProvider.tsx";
import { LaunchExpiredNotice } from "../telegram/LaunchExpiredNotice.tsx";
import { useBackButtonNavigation } from "../telegram/useBackButtonNavigation.ts";
import { WriteAccessPrompt } from "../telegram/WriteAccessPrompt.tsx";
import { HomeScreenPrompt } from "../telegram/HomeScreenPrompt.tsx";

export function RootLayout() {
  const { pathname } = useLocation();
  useBackButtonNavigation();
  return (
    <SessionProvider tenant={tenantSlugFromPath(pathname)}>
      <LaunchExpiredNotice />
      <WriteAccessPrompt />
      <HomeScreenPrompt />
      <ScreenErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </SessionProvider>
  );
}
