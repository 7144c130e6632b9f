// Two variants (spec §2): a user gets My Account and My Page, a visitor Get Started and View Plans.
import { Button, LargeTitle, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";
import { userHomePath } from "../../router/paths.ts";
import type { SessionUser } from "../../api/rest.ts";

export function Hero({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  if (user) {
    return (
      <section className="landing-hero">
        <LargeTitle weight="1">
          {user.firstName ? t("landing.hero.user.title", { name: user.firstName }) : t("landing.hero.user.titleNoName")}
        </LargeTitle>
        <Text className="landing-hero__subtitle">{t("landing.hero.user.subtitle")}</Text>
        <div className="landing-hero__actions">
          <Button size="l" Component={RouteLink} href="/account">
            {t("landing.hero.user.myAccount")}
          </Button>
          <Button size="l" mode="bezeled" Component={RouteLink} href={userHomePath(user)}>
            {t("landing.hero.user.myPage")}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="landing-hero">
      <LargeTitle weight="1">{t("landing.hero.visitor.title")}</LargeTitle>
      <Text className="landing-hero__subtitle">{t("landing.hero.visitor.subtitle")}</Text>
      <div className="landing-hero__actions">
        <Button size="l" Component={RouteLink} href="/register">
          {t("landing.hero.visitor.getStarted")}
        </Button>
        {/* A plain anchor: the plan grid is on this page, so only the hash changes. */}
        <Button size="l" mode="bezeled" Component="a" href="#plans">
          {t("landing.hero.visitor.viewPlans")}
        </Button>
      </div>
    </section>
  );
}
