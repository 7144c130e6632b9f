// Footer with terms, privacy and support (spec §2): the terms and the privacy policy are the
// platform's own pages (issue 30); support stays a placeholder until that page exists.
import { Caption } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";

const PAGES = { terms: "/terms", privacy: "/privacy" } as const;

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="landing-footer">
      <nav className="landing-footer__links">
        {(Object.keys(PAGES) as (keyof typeof PAGES)[]).map((key) => (
          <RouteLink key={key} href={PAGES[key]} className="landing-footer__link">
            {t(`landing.footer.${key}`)}
          </RouteLink>
        ))}
        <span className="landing-footer__link" title={t("landing.footer.comingSoon")} aria-disabled="true">
          {t("landing.footer.support")}
        </span>
      </nav>
      <Caption>{t("landing.footer.rights", { year: new Date().getFullYear(), appName: t("common.appName") })}</Caption>
    </footer>
  );
}
