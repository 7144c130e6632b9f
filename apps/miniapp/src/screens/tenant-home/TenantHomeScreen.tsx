// Spec §2 "Tenant home", as the business's page (issue 25.1): first the business (StorefrontSection:
// logo, name, description, contacts, services with their next free time and Book, experts), then
// the spec's parts: a welcome card when registration is needed, otherwise a title with a greeting
// (or a prompt to register), account/logout or register/login links, and cards to the tenant's
// pages (My Bookings for users, Admin for role ADMIN). A signed-in customer's upcoming booking
// comes first (issue 25.3). The business shows at once (the page's HTML
// carries it); only the parts about the visitor wait for the session. Inside Telegram the
// MainButton books.
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Card, Text, Title } from "@telegram-apps/telegram-ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { accountPath, tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useMainButton } from "../../telegram/useMainButton.ts";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import { useStorefront } from "../../tenant/storefront.ts";
import { HomeCards } from "./HomeCards.tsx";
import { StorefrontSection } from "./StorefrontSection.tsx";
import "./tenant-home.css";

// Its own chunk: it brings the data layer, which the home's first load leaves out. A chunk that did
// not download leaves the home as it was (the booking is one tap away in "My bookings").
const NextBookingCard = lazy(() => import("./NextBookingCard.tsx").catch(() => ({ default: () => null })));

function VisitorSection({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const { user, telegramUser, registrationNeeded, logOut } = useSession();
  const { isTelegram } = useTelegram();
  if (registrationNeeded) {
    return (
      <Card className="home-welcome">
        <div className="home-welcome__body">
          <Title level="2" weight="2" Component="h2">
            {t("home.welcome.title")}
          </Title>
          <Text>{t("home.welcome.text")}</Text>
          <Button size="l" stretched Component={RouteLink} href={tenantPath(tenant, "register")}>
            {t("home.welcome.register")}
          </Button>
        </div>
      </Card>
    );
  }
  const name = user?.firstName || telegramUser?.firstName || user?.username;
  return (
    <section className="home-intro">
      <Title level="2" weight="2" Component="h2">
        {t("home.title")}
      </Title>
      <Text className="home-intro__text">{user ? t("home.greeting", { name: name ?? "" }) : t("home.guestPrompt")}</Text>
      <div className="home-intro__actions">
        {user ? (
          <>
            <Button mode="bezeled" Component={RouteLink} href={accountPath(tenant)}>
              {t("home.account")}
            </Button>
            {/* Inside Telegram the user is who Telegram says: no Logout (issue 14.3). */}
            {!isTelegram && (
              <Button mode="plain" onClick={() => void logOut()}>
                {t("home.logout")}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button Component={RouteLink} href={tenantPath(tenant, "register")}>
              {t("home.register")}
            </Button>
            <Button mode="bezeled" Component={RouteLink} href={tenantPath(tenant, "login")}>
              {t("home.login")}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

export default function TenantHomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { user, loading, isAdmin } = useSession();
  const { storefront } = useStorefront(tenant);
  const services = storefront?.services ?? [];
  // One service: straight to its calendar; several: the booking screen's choice.
  const only = services.length === 1 ? services[0] : undefined;
  useMainButton({
    text: t("home.storefront.book"),
    visible: services.length > 0,
    enabled: services.length > 0,
    onClick: () => void navigate(tenantPath(tenant, only ? `booking?service=${encodeURIComponent(only.id)}` : "booking")),
  });

  return (
    <div className="home">
      {/* Issue 25.3: a returning customer's upcoming booking first. */}
      {user && (
        <Suspense fallback={null}>
          <NextBookingCard />
        </Suspense>
      )}
      {storefront ? <StorefrontSection storefront={storefront} /> : <LoadingState label={t("home.loading")} />}
      {!loading && <VisitorSection tenant={tenant} />}
      <HomeCards tenant={tenant} loggedIn={!!user} admin={isAdmin} />
    </div>
  );
}
