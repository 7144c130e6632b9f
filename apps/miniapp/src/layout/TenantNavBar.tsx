// Spec §2 "Tenant navigation bar": the business's name (issue 14.1) and language toggle; Home, News, Articles, Services and
// Book for everyone, My Bookings for logged-in users, Admin only for role ADMIN; a greeting with
// Logout for a user, Register and Login links to the tenant's pages for a visitor. Inside Telegram
// only the tabs: no web bar and no Logout (issue 14.3).
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Badge, Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { LanguageToggle } from "../components/LanguageToggle.tsx";
import { RouteLink } from "../components/RouteLink.tsx";
import { tenantPath } from "../router/paths.ts";
import { useTenantName } from "../router/tenant-name.ts";
import { useSession } from "../session/SessionProvider.tsx";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { BusinessBrand } from "./business-brand.tsx";
import { TopBar } from "./TopBar.tsx";

interface MenuItem {
  page?: string;
  labelKey: string;
}

function menuItems(loggedIn: boolean, admin: boolean, expert = false): MenuItem[] {
  return [
    { labelKey: "nav.home" },
    { page: "news", labelKey: "nav.news" },
    { page: "articles", labelKey: "nav.articles" },
    { page: "services", labelKey: "nav.services" },
    { page: "booking", labelKey: "nav.book" },
    ...(loggedIn ? [{ page: "my-bookings", labelKey: "nav.myBookings" }] : []),
    ...(admin ? [{ page: "admin", labelKey: "nav.admin" }] : []),
    ...(expert ? [{ page: "admin", labelKey: "nav.mySchedule" }] : []),
  ];
}

/**
 * `businessName`: the tenant's name, once its profile is known (the platform's name until then,
 * except on a white-label page, which never shows it); `logoUrl`: its logo beside the name, when
 * the owner set one (issue 14.1).
 */
export function TenantNavBar({
  businessName,
  logoUrl = null,
  whiteLabel = false,
}: {
  businessName?: string;
  logoUrl?: string | null;
  whiteLabel?: boolean;
}) {
  const { t } = useTranslation();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { user, telegramUser, isAdmin, isExpert, logOut } = useSession();
  const { isTelegram } = useTelegram();
  const name = user?.firstName || telegramUser?.firstName || user?.username || "";

  return (
    <>
      {/* Inside Telegram its own header, BackButton and MainButton stand in for the web bar (14.3). */}
      {!isTelegram && (
        <TopBar
          brand={businessName ? <BusinessBrand name={businessName} logoUrl={logoUrl} /> : whiteLabel ? "" : t("common.appName")}
          brandTo={tenantPath(tenant)}
        >
          <LanguageToggle />
          {user ? (
            <>
              {/* Only the name shortens on a narrow phone: the Admin mark stays whole beside it (issue 14.4). */}
              <span className="nav-greeting" data-testid="nav-greeting">
                <Text className="nav-greeting__text">{t("nav.greeting", { name })}</Text>
                {isAdmin && (
                  <Badge type="number" mode="secondary" className="nav-greeting__admin" data-testid="admin-mark">
                    {t("nav.adminMark")}
                  </Badge>
                )}
              </span>
              <Button mode="plain" size="s" onClick={() => void logOut()}>
                {t("nav.logout")}
              </Button>
            </>
          ) : (
            <>
              <Button mode="plain" size="s" Component={RouteLink} href={tenantPath(tenant, "register")}>
                {t("nav.register")}
              </Button>
              <Button mode="bezeled" size="s" Component={RouteLink} href={tenantPath(tenant, "login")}>
                {t("nav.login")}
              </Button>
            </>
          )}
        </TopBar>
      )}
      <nav className="tenant-menu" aria-label={t("nav.menu")}>
        {menuItems(!!user, isAdmin, isExpert).map((item) => (
          <NavLink
            key={item.labelKey}
            to={tenantPath(tenant, item.page)}
            end={!item.page}
            className={({ isActive }) => `tenant-menu__item${isActive ? " tenant-menu__item--active" : ""}`}
          >
            {t(item.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
