// The bot page's guidance (issue 26.5): BotFather step by step, from /newbot to the pasted token,
// and what customers will see once the bot is connected. Folded away once the bot works.
import { Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

const STEPS = ["open", "name", "username", "token", "paste"] as const;
export const BOT_FATHER_URL = "https://t.me/BotFather";

export function BotGuide({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="panel-card guide" open={open} data-testid="bot-guide">
      <summary className="guide__summary">
        <Title level="3" weight="2" Component="h2" className="panel-card__title guide__title">
          {t("account.botSettings.stepsTitle")}
        </Title>
      </summary>
      <ol className="instructions guide__steps">
        {STEPS.map((step) => (
          <li key={step} data-step={step}>
            <Text>{t(`account.botSettings.steps.${step}`, { botFather: "@BotFather" })}</Text>
            {step === "open" && (
              <a className="guide__link" href={BOT_FATHER_URL} target="_blank" rel="noopener noreferrer" data-testid="open-botfather">
                {t("account.botSettings.openBotFather")}
              </a>
            )}
          </li>
        ))}
      </ol>
      <h3 className="guide__subtitle">{t("account.botSettings.customersTitle")}</h3>
      <Text>{t("account.botSettings.customers")}</Text>
    </details>
  );
}
