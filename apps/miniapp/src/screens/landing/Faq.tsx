// Spec §2 FAQ: five questions (how it works, own domain, technical skills, own bot, payments). The
// summaries are real buttons: telegram-ui puts aria-expanded on its Cell, valid on a button only.
import { Accordion, Section, Text } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const QUESTIONS = ["howItWorks", "ownDomain", "technicalSkills", "ownBot", "payments"] as const;

export function Faq() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="landing-section">
      <Section header={t("landing.faq.title")}>
        {QUESTIONS.map((key) => (
          <Accordion key={key} expanded={open === key} onChange={(expanded) => setOpen(expanded ? key : null)}>
            <Accordion.Summary multiline Component="button" type="button" className="faq-summary">{t(`landing.faq.${key}.question`)}</Accordion.Summary>
            <Accordion.Content>
              <Text className="faq-answer">{t(`landing.faq.${key}.answer`)}</Text>
            </Accordion.Content>
          </Accordion>
        ))}
      </Section>
    </section>
  );
}
