// The service editor's booking questions (issue 31.1): add, edit and remove questions, or add the
// ready "comment for the consultant". A service without questions keeps the spec's booking form.
import {
  INTAKE_QUESTION_KINDS,
  MAX_INTAKE_LABEL_LENGTH,
  MAX_INTAKE_QUESTIONS,
  type IntakeQuestionKind,
} from "@booking/contracts/intake-rules";
import { Button, Caption, Select, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";
import { blankQuestion, newQuestionId, type QuestionDraft } from "./question-drafts.ts";

interface EditorProps {
  questions: QuestionDraft[];
  onChange(questions: QuestionDraft[]): void;
  disabled?: boolean;
}

export function IntakeQuestionsEditor({ questions, onChange, disabled }: EditorProps) {
  const { t } = useTranslation();
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...changes } : question)));
  const full = questions.length >= MAX_INTAKE_QUESTIONS;
  const comment = (): QuestionDraft => ({
    ...blankQuestion(),
    id: newQuestionId(),
    kind: "longText",
    labelRu: t("admin.services.questions.commentRu"),
    labelEn: t("admin.services.questions.commentEn"),
  });
  return (
    <fieldset className="service-questions" data-testid="service-questions" disabled={disabled}>
      <legend>
        <Text weight="2">{t("admin.services.questions.title")}</Text>
      </legend>
      <Caption className="muted">{t("admin.services.questions.hint")}</Caption>
      {questions.map((question, index) => (
        <div key={question.id} className="service-questions__item" data-testid="service-question">
          <Select
            header={t("admin.services.questions.kind")}
            aria-label={t("admin.services.questions.kind")}
            value={question.kind}
            onChange={(event) => update(index, { kind: event.target.value as IntakeQuestionKind })}
          >
            {INTAKE_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.services.questions.kinds.${kind}`)}
              </option>
            ))}
          </Select>
          <FormField
            label={t("admin.services.questions.labelRu")}
            value={question.labelRu}
            maxLength={MAX_INTAKE_LABEL_LENGTH}
            onValueChange={(labelRu) => update(index, { labelRu })}
          />
          <FormField
            label={t("admin.services.questions.labelEn")}
            value={question.labelEn}
            maxLength={MAX_INTAKE_LABEL_LENGTH}
            onValueChange={(labelEn) => update(index, { labelEn })}
          />
          {question.kind === "choice" && (
            <>
              <TextAreaField
                label={t("admin.services.questions.optionsRu")}
                rows={3}
                value={question.optionsRu}
                onValueChange={(optionsRu) => update(index, { optionsRu })}
              />
              <TextAreaField
                label={t("admin.services.questions.optionsEn")}
                rows={3}
                value={question.optionsEn}
                onValueChange={(optionsEn) => update(index, { optionsEn })}
              />
            </>
          )}
          <CheckboxField
            label={t("admin.services.questions.required")}
            checked={question.required}
            onCheckedChange={(required) => update(index, { required })}
          />
          <Button type="button" size="s" mode="outline" onClick={() => onChange(questions.filter((_, at) => at !== index))}>
            {t("admin.services.questions.remove")}
          </Button>
        </div>
      ))}
      <div className="row-actions">
        <Button type="button" size="s" mode="bezeled" disabled={full} onClick={() => onChange([...questions, blankQuestion()])}>
          {t("admin.services.questions.add")}
        </Button>
        <Button type="button" size="s" mode="bezeled" disabled={full} onClick={() => onChange([...questions, comment()])}>
          {t("admin.services.questions.addComment")}
        </Button>
      </div>
    </fieldset>
  );
}
