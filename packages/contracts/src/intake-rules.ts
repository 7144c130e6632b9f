// Booking questions per service (issue 31.1): the rules the server decides by and the booking
// screen warns with, free of zod so the customer's screens load without the schemas (intake.ts has
// them, typed to match these). The booking keeps a snapshot of question and answer, so a later edit
// of the service never changes what a past client was asked.

export const MAX_INTAKE_QUESTIONS = 10;
export const MAX_INTAKE_OPTIONS = 10;
export const MAX_INTAKE_LABEL_LENGTH = 200;
export const MAX_SHORT_ANSWER_LENGTH = 200;
export const MAX_LONG_ANSWER_LENGTH = 2000;

export const INTAKE_QUESTION_KINDS = ["shortText", "longText", "choice", "checkbox"] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

/** A text in both languages; one of them may be empty (the reader then sees the other). Type
 * aliases, not interfaces, here: Prisma stores them as JSON, which wants an index signature. */
export type BilingualLabel = {
  ru: string;
  en: string;
};

/** A question asked when booking the service. */
export type IntakeQuestion = {
  id: string;
  kind: IntakeQuestionKind;
  required: boolean;
  label: BilingualLabel;
  /** Choice questions only: 2 to MAX_INTAKE_OPTIONS options. */
  options?: BilingualLabel[] | undefined;
};

/** What a customer sends: question id → text (short/long), option index (choice) or tick (checkbox). */
export type IntakeAnswersInput = Record<string, string | number | boolean>;

/** One answered question as the booking keeps it: the question's words then, and the answer. */
export interface IntakeAnswer {
  id: string;
  kind: IntakeQuestionKind;
  label: BilingualLabel;
  /** Text answers as typed (trimmed); a choice as the chosen option's label; a checkbox's tick. */
  value: string | BilingualLabel | boolean;
}

export type IntakeProblem = { code: "INTAKE_ANSWER_REQUIRED" | "INTAKE_ANSWER_INVALID"; questionId: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === false || (typeof value === "string" && value.trim() === "");
}

function answerOf(question: IntakeQuestion, value: string | number | boolean): IntakeAnswer["value"] | null {
  switch (question.kind) {
    case "shortText":
    case "longText": {
      const limit = question.kind === "shortText" ? MAX_SHORT_ANSWER_LENGTH : MAX_LONG_ANSWER_LENGTH;
      return typeof value === "string" && value.trim().length <= limit ? value.trim() : null;
    }
    case "choice":
      return typeof value === "number" ? (question.options?.[value] ?? null) : null;
    case "checkbox":
      return typeof value === "boolean" ? value : null;
  }
}

/**
 * The booking's snapshot of `answers` to `questions`, or the first problem: a required question
 * left blank (a required checkbox must be ticked), an answer of the wrong shape or too long, or an
 * answer to a question the service does not ask. Blank optional answers are left out.
 */
export function checkIntakeAnswers(
  questions: readonly IntakeQuestion[],
  answers: IntakeAnswersInput,
): { answers: IntakeAnswer[] } | { problem: IntakeProblem } {
  const asked = new Set(questions.map((question) => question.id));
  const stray = Object.keys(answers).find((questionId) => !asked.has(questionId));
  if (stray !== undefined) return { problem: { code: "INTAKE_ANSWER_INVALID", questionId: stray } };
  const snapshot: IntakeAnswer[] = [];
  for (const question of questions) {
    const given = answers[question.id];
    if (isBlank(given)) {
      if (question.required) return { problem: { code: "INTAKE_ANSWER_REQUIRED", questionId: question.id } };
      continue;
    }
    const value = answerOf(question, given!);
    if (value === null) return { problem: { code: "INTAKE_ANSWER_INVALID", questionId: question.id } };
    snapshot.push({ id: question.id, kind: question.kind, label: question.label, value });
  }
  return { answers: snapshot };
}

/** A label in `language`, else in the other language. */
export function labelIn(label: BilingualLabel, language: string): string {
  return (language === "ru" ? label.ru || label.en : label.en || label.ru) ?? "";
}
