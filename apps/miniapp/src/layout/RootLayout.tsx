// Root of every route: the session (reloaded when the tenant in the URL changes), Telegram's
// BackButton bound to navigation, an error boundary and a Suspense boundary for lazy screens (the
// landing page's; the tenant and site frames have their own, inside their navigation).
import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/PageLoader.tsx";
import { ServiceUnavailableNotice } from "../components/ServiceUnavailableNotice.tsx";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary.tsx";
import { tenantSlugFromPath } from "../router/paths.ts";
import { SessionProvider } from "../session/SessionProvider.tsx";
import { LaunchExpiredNotice } from "../telegram/LaunchExpiredNotice.tsx";
import { useBackButtonNavigation } from "../telegram/useBackButtonNavigation.ts";
import { useHomeScreenOffered, useWriteAccessOffered } from "../telegram/after-booking.ts";

const AfterBookingPrompts = lazy(() => import("../telegram/AfterBookingPrompts.tsx"));

export function RootLayout() {
  const { pathname } = useLocation();
  useBackButtonNavigation();
  // Raised by a booking (useConfirmBooking): only then are the prompts' code and dialog fetched.
  const writeAccessOffered = useWriteAccessOffered();
  const homeScreenOffered = useHomeScreenOffered();
  return (
    <SessionProvider tenant={tenantSlugFromPath(pathname)}>
      <LaunchExpiredNotice />
      <ServiceUnavailableNotice />
      {(writeAccessOffered || homeScreenOffered) && (
        <Suspense fallback={null}>
          <AfterBookingPrompts />
        </Suspense>
      )}
      <ScreenErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </SessionProvider>
  );
}
