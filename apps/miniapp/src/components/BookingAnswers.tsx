// A booking's answers to its service's questions (issue 31.1), for its customer and the staff:
// each question as it was asked, in the reader's language, with the answer under it.
import { labelIn, type IntakeAnswer } from "@booking/contracts/intake-rules";
import { Caption, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import "./booking-answers.css";

export function BookingAnswers({ answers }: { answers: readonly IntakeAnswer[] }) {
  const { t, i18n } = useTranslation();
  if (answers.length === 0) return null;
  const valueText = (value: IntakeAnswer["value"]) =>
    typeof value === "boolean" ? t(value ? "common.yes" : "common.no") : typeof value === "string" ? value : labelIn(value, i18n.language);
  return (
    <dl className="booking-answers" data-testid="booking-answers" aria-label={t("booking.questions.answers")}>
      {answers.map((answer) => (
        <div key={answer.id} className="booking-answers__item">
          <dt>
            <Caption className="muted">{labelIn(answer.label, i18n.language)}</Caption>
          </dt>
          <dd>
            <Text className="booking-answers__value">{valueText(answer.value)}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
