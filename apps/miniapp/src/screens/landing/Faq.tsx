// Spec §2 FAQ: five questions (how it works, own domain, technical skills, own bot, payments). The
// summaries are real buttons: telegram-ui puts aria-expanded on its Cell, valid on a button only.
import { Accordion, Section, Text, Title } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const QUESTIONS = ["howItWorks", "ownDomain", "technicalSkills", "ownBot", "payments"] as const;

export function Faq() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="landing-section">
      {/* Our own h2: telegram-ui's Section header string renders an h1 (issue 14.8: one h1 per screen). */}
      <Title level="2" weight="2" Component="h2" className="landing-section__title">
        {t("landing.faq.title")}
      </Title>
      <Section>
        {QUESTIONS.map((key) => (
          <Accordion key={key} expanded={open === key} onChange={(expanded) => setOpen(expanded ? key : null)}>
            <Accordion.Summary multiline Component="button" type="button" className="faq-summary">
              {t(`landing.faq.${key}.question`)}
            </Accordion.Summary>
            <Accordion.Content>
              <Text className="faq-answer">{t(`landing.faq.${key}.answer`)}</Text>
            </Accordion.Content>
          </Accordion>
        ))}
      </Section>
    </section>
  );
}
