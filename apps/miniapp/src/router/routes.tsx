// The route table of spec §2 (plus tenant setup, payment result and article detail), used with
// `useRoutes`: the declarative router is ~18 KB gzip lighter than the data router, and no screen
// needs loaders. Everything but the tenant home is a lazily loaded chunk, so admin, account and
// the other screens download only when opened (budget: initial JS ≤ 150 KB gzip); a chunk that
// failed to download is asked for again on Retry (lazy-screen.ts).
import { Navigate, useRoutes, type RouteObject } from "react-router";
import { RootLayout } from "../layout/RootLayout.tsx";
import { SiteLayout } from "../layout/SiteLayout.tsx";
import { TenantLayout } from "../layout/TenantLayout.tsx";
import NotFoundScreen from "../screens/NotFoundScreen.tsx";
import TenantHomeScreen from "../screens/tenant-home/TenantHomeScreen.tsx";
import { loadLaterTexts } from "../i18n.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { LegacyRedirect } from "./LegacyRedirect.tsx";
import { LEGACY_TENANT_PAGES, tenantPath } from "./paths.ts";
import { RequireAdmin } from "./RequireAdmin.tsx";

/** A staff screen (back office, account, setup, invitation) comes with the Russian texts the first load leaves out (i18n.ts). */
const withLaterTexts = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, loadLaterTexts()]).then(([module]) => module);

const LandingScreen = lazyScreen(() => import("../screens/landing/LandingScreen.tsx"));
const LoginScreen = lazyScreen(() => import("../screens/login/LoginScreen.tsx"));
const RegisterScreen = lazyScreen(() => import("../screens/register/RegisterScreen.tsx"));
const AccountScreen = lazyScreen(() => withLaterTexts(import("../screens/account/AccountScreen.tsx")));
const TenantSetupScreen = lazyScreen(() => withLaterTexts(import("../screens/setup/TenantSetupScreen.tsx")));
const PaymentResultScreen = lazyScreen(() => import("../screens/payment/PaymentResultScreen.tsx"));
const ServicesScreen = lazyScreen(() => import("../screens/services/ServicesScreen.tsx"));
const BookingScreen = lazyScreen(() => import("../screens/booking/BookingScreen.tsx"));
const BookingDoneScreen = lazyScreen(() => import("../screens/booking/done/BookingDoneScreen.tsx"));
const MyBookingsScreen = lazyScreen(() => import("../screens/my-bookings/MyBookingsScreen.tsx"));
const ManageBookingScreen = lazyScreen(() => import("../screens/my-bookings/ManageBookingScreen.tsx"));
const NewsScreen = lazyScreen(() => import("../screens/content/NewsScreen.tsx"));
const ArticlesScreen = lazyScreen(() => import("../screens/content/ArticlesScreen.tsx"));
const ArticleDetailScreen = lazyScreen(() => import("../screens/content/ArticleDetailScreen.tsx"));
const StaffScreen = lazyScreen(() => withLaterTexts(import("../screens/staff/StaffScreen.tsx")));
const InviteScreen = lazyScreen(() => withLaterTexts(import("../screens/invite/InviteScreen.tsx")));
const PolicyScreen = lazyScreen(() => import("../screens/policy/PolicyScreen.tsx"));

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      {
        element: <SiteLayout />,
        children: [
          { path: "login", element: <LoginScreen /> },
          { path: "register", element: <RegisterScreen /> },
          { path: "account", element: <AccountScreen /> },
          { path: "setup", element: <TenantSetupScreen /> },
          { path: "payment/result", element: <PaymentResultScreen /> },
          { path: "privacy", element: <PolicyScreen kind="platformPolicy" /> },
          { path: "terms", element: <PolicyScreen kind="terms" /> },
          { path: "*", element: <NotFoundScreen /> },
        ],
      },
      ...LEGACY_TENANT_PAGES.map((page) => ({ path: `${page}/*`, element: <LegacyRedirect /> })),
      { path: "webapp", element: <Navigate to={tenantPath()} replace /> },
      {
        path: "webapp/:tenantName",
        element: <TenantLayout />,
        children: [
          { index: true, element: <TenantHomeScreen /> },
          { path: "login", element: <LoginScreen /> },
          { path: "register", element: <RegisterScreen /> },
          { path: "news", element: <NewsScreen /> },
          { path: "articles", element: <ArticlesScreen /> },
          { path: "articles/:id", element: <ArticleDetailScreen /> },
          { path: "services", element: <ServicesScreen /> },
          { path: "booking", element: <BookingScreen /> },
          { path: "booking/done/:bookingId", element: <BookingDoneScreen /> },
          { path: "my-bookings", element: <MyBookingsScreen /> },
          { path: "my-bookings/:bookingId", element: <ManageBookingScreen /> },
          {
            // The staff shell: every section and page its own address (issue 26.1).
            path: "admin/*",
            element: (
              <RequireAdmin>
                <StaffScreen />
              </RequireAdmin>
            ),
          },
          { path: "invite/:token", element: <InviteScreen /> },
          { path: "privacy", element: <PolicyScreen kind="business" /> },
          { path: "*", element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
