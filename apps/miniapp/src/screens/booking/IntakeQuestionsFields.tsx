// The service's questions on the booking screen (issue 31.1), asked once the time is chosen, above
// the confirmation (inside Telegram the MainButton then confirms). The same rules as the server's
// (contracts intake.ts) warn before sending; the server's answer names a question the same way.
import {
  MAX_LONG_ANSWER_LENGTH,
  MAX_SHORT_ANSWER_LENGTH,
  labelIn,
  type IntakeAnswersInput,
  type IntakeQuestion,
} from "@booking/contracts/intake-rules";
import { Caption, Input, Select, Text, Textarea } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "../admin/ui/CheckboxField.tsx";
import "../../components/form/form.css";

export interface IntakeFieldsProps {
  questions?: readonly IntakeQuestion[];
  answers: IntakeAnswersInput;
  onAnswer(questionId: string, value: string | number | boolean | undefined): void;
  /** The question a refusal names, with its error code (INTAKE_ANSWER_REQUIRED / _INVALID). */
  problem: { questionId: string; code: string } | null;
  disabled?: boolean;
}

export function IntakeQuestionsFields({ questions, answers, onAnswer, problem, disabled }: IntakeFieldsProps) {
  const { t, i18n } = useTranslation();
  // A service read before questions existed (a cached list, the page's first-paint data) has none.
  if (!questions || questions.length === 0) return null;
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
    const id = `answer-${question.id}`;
    const common = {
      id,
      name: id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      status: error ? ("error" as const) : undefined,
    };
    const control = () => {
      switch (question.kind) {
        case "shortText":
        case "longText": {
          const text = typeof value === "string" ? value : "";
          const onChange = (event: { target: { value: string } }) => onAnswer(question.id, event.target.value);
          return question.kind === "shortText" ? (
            <Input {...common} value={text} maxLength={MAX_SHORT_ANSWER_LENGTH} onChange={onChange} />
          ) : (
            <Textarea {...common} rows={3} value={text} maxLength={MAX_LONG_ANSWER_LENGTH} onChange={onChange} />
          );
        }
        case "choice":
          return (
            <Select
              {...common}
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
          );
        case "checkbox":
          return null;
      }
    };
    // The owner's words may be long: a label of our own above the field wraps, where the kit's
    // header (drawn on the field's border) would cut them with an ellipsis.
    return (
      <div key={question.id} className="booking-question">
        {question.kind === "checkbox" ? (
          <CheckboxField name={id} label={label} checked={value === true} onCheckedChange={(checked) => onAnswer(question.id, checked)} />
        ) : (
          <>
            <label htmlFor={id} className="booking-question__label">
              <Text>{label}</Text>
            </label>
            {control()}
          </>
        )}
        {error && (
          <Caption id={`${id}-error`} className="form-field__hint form-field__hint--error">
            {error}
          </Caption>
        )}
      </div>
    );
  }
}
