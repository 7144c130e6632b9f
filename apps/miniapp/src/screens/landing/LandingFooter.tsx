// Footer with terms, privacy and support: placeholders until those pages exist (spec §2).
import { Caption } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

const LINKS = ["terms", "privacy", "support"] as const;

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="landing-footer">
      <nav className="landing-footer__links">
        {LINKS.map((key) => (
          <span key={key} className="landing-footer__link" title={t("landing.footer.comingSoon")} aria-disabled="true">
            {t(`landing.footer.${key}`)}
          </span>
        ))}
      </nav>
      <Caption>{t("landing.footer.rights", { year: new Date().getFullYear(), appName: t("common.appName") })}</Caption>
    </footer>
  );
}
