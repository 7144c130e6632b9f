// The service's questions on the booking screen (issue 31.1), asked once the time is chosen, above
// the confirmation (inside Telegram the MainButton then confirms). The same rules as the server's
// (contracts intake.ts) warn before sending; the server's answer names a question the same way.
import {
  MAX_LONG_ANSWER_LENGTH,
  MAX_SHORT_ANSWER_LENGTH,
  labelIn,
  type IntakeAnswersInput,
  type IntakeQuestion,
} from "@booking/contracts/intake";
import { Select } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/form/FormField.tsx";
import { CheckboxField } from "../admin/ui/CheckboxField.tsx";
import { TextAreaField } from "../admin/ui/TextAreaField.tsx";

export interface IntakeFieldsProps {
  questions: readonly IntakeQuestion[];
  answers: IntakeAnswersInput;
  onAnswer(questionId: string, value: string | number | boolean | undefined): void;
  /** The question a refusal names, with its error code (INTAKE_ANSWER_REQUIRED / _INVALID). */
  problem: { questionId: string; code: string } | null;
  disabled?: boolean;
}

export function IntakeQuestionsFields({ questions, answers, onAnswer, problem, disabled }: IntakeFieldsProps) {
  const { t, i18n } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <fieldset className="booking-questions" data-testid="booking-questions" disabled={disabled}>
      <legend className="visually-hidden">{t("booking.questions.title")}</legend>
      {questions.map((question) => field(question))}
    </fieldset>
  );

  function field(question: IntakeQuestion) {
    const text = labelIn(question.label, i18n.language);
    const label = question.required ? text : t("booking.questions.optional", { label: text });
    const error = problem?.questionId === question.id ? t(`errors.${problem.code}`) : undefined;
    const value = answers[question.id];
    switch (question.kind) {
      case "shortText":
        return (
          <FormField
            key={question.id}
            name={`answer-${question.id}`}
            label={label}
            value={typeof value === "string" ? value : ""}
            maxLength={MAX_SHORT_ANSWER_LENGTH}
            onValueChange={(next) => onAnswer(question.id, next)}
            error={error}
          />
        );
      case "longText":
        return (
          <TextAreaField
            key={question.id}
            name={`answer-${question.id}`}
            label={label}
            rows={3}
            value={typeof value === "string" ? value : ""}
            maxLength={MAX_LONG_ANSWER_LENGTH}
            onValueChange={(next) => onAnswer(question.id, next)}
            error={error}
          />
        );
      case "choice":
        return (
          <div className="form-field" key={question.id}>
            <Select
              header={label}
              aria-label={label}
              name={`answer-${question.id}`}
              status={error ? "error" : undefined}
              value={typeof value === "number" ? String(value) : ""}
              onChange={(event) => onAnswer(question.id, event.target.value === "" ? undefined : Number(event.target.value))}
            >
              <option value="">{t("booking.questions.choose")}</option>
              {(question.options ?? []).map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is its index (what the answer sends).
                <option key={index} value={index}>
                  {labelIn(option, i18n.language)}
                </option>
              ))}
            </Select>
            {error && <p className="form-field__hint form-field__hint--error">{error}</p>}
          </div>
        );
      case "checkbox":
        return (
          <div key={question.id}>
            <CheckboxField
              name={`answer-${question.id}`}
              label={label}
              checked={value === true}
              onCheckedChange={(checked) => onAnswer(question.id, checked)}
            />
            {error && <p className="form-field__hint form-field__hint--error">{error}</p>}
          </div>
        );
    }
  }
}
