import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";

/** Top right of the landing page: Account for a user, Login and Register for a visitor. */
export function LandingAuthLinks({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  if (loggedIn) {
    return (
      <Button mode="bezeled" size="s" Component={RouteLink} href="/account">
        {t("landing.nav.account")}
      </Button>
    );
  }
  return (
    <>
      <Button mode="plain" size="s" Component={RouteLink} href="/login">
        {t("landing.nav.login")}
      </Button>
      <Button mode="bezeled" size="s" Component={RouteLink} href="/register">
        {t("landing.nav.register")}
      </Button>
    </>
  );
}
