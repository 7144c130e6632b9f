// Stand-in body for screens that later work replaces (see screens/placeholders/): the screen's
// title and a loading indicator, so routing and code splitting can be exercised end to end.
import { Section, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { LoadingState } from "./ListState.tsx";

export function ScreenPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Section className="screen">
      <Title level="2" weight="2" className="screen__title">{t(titleKey)}</Title>
      <LoadingState />
    </Section>
  );
}
