// A booking question (issue 31.1) as the service editor holds it: labels as typed, options as one
// text per language (one option per line, paired by line). Turned into contracts' IntakeQuestion
// when saved; the server checks it again.
import type { IntakeQuestion, IntakeQuestionKind } from "@booking/contracts/intake-rules";

export interface QuestionDraft {
  id: string;
  kind: IntakeQuestionKind;
  required: boolean;
  labelRu: string;
  labelEn: string;
  optionsRu: string;
  optionsEn: string;
}

/** A short id unique within the service (answers name it). */
export function newQuestionId(): string {
  return `q-${crypto.randomUUID().slice(0, 8)}`;
}

export function blankQuestion(): QuestionDraft {
  return { id: newQuestionId(), kind: "shortText", required: false, labelRu: "", labelEn: "", optionsRu: "", optionsEn: "" };
}

export function fromQuestion(question: IntakeQuestion): QuestionDraft {
  const options = question.options ?? [];
  return {
    id: question.id,
    kind: question.kind,
    required: question.required,
    labelRu: question.label.ru,
    labelEn: question.label.en,
    optionsRu: options.map((option) => option.ru).join("\n"),
    optionsEn: options.map((option) => option.en).join("\n"),
  };
}

function lines(text: string): string[] {
  return text.split("\n").map((line) => line.trim());
}

/** Options paired by line; a line blank in both languages is no option. */
function options(draft: QuestionDraft): { ru: string; en: string }[] {
  const ru = lines(draft.optionsRu);
  const en = lines(draft.optionsEn);
  return Array.from({ length: Math.max(ru.length, en.length) }, (_, index) => ({ ru: ru[index] ?? "", en: en[index] ?? "" })).filter(
    (option) => option.ru !== "" || option.en !== "",
  );
}

export function toQuestion(draft: QuestionDraft): IntakeQuestion {
  return {
    id: draft.id,
    kind: draft.kind,
    required: draft.required,
    label: { ru: draft.labelRu.trim(), en: draft.labelEn.trim() },
    ...(draft.kind === "choice" ? { options: options(draft) } : {}),
  };
}

export function questionDraftProblem(draft: QuestionDraft): "missingLabel" | "missingOptions" | null {
  if (!draft.labelRu.trim() && !draft.labelEn.trim()) return "missingLabel";
  if (draft.kind === "choice" && options(draft).length < 2) return "missingOptions";
  return null;
}
