import { Card, Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

const FEATURES = [
  { key: "telegram", icon: "✈️" },
  { key: "payments", icon: "💳" },
  { key: "branding", icon: "🎨" },
] as const;

/** The three feature blocks of spec §2: messaging-app integration, payments, branding. */
export function Features() {
  const { t } = useTranslation();
  return (
    <section className="landing-section">
      <Title level="2" weight="2" Component="h2" className="landing-section__title">
        {t("landing.features.title")}
      </Title>
      <div className="landing-grid landing-grid--3">
        {FEATURES.map(({ key, icon }) => (
          <Card key={key} className="landing-card">
            <div className="landing-card__body">
              <span className="landing-card__icon" aria-hidden="true">
                {icon}
              </span>
              <Title level="3" weight="2" Component="h3">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text className="landing-card__text">{t(`landing.features.${key}.text`)}</Text>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
