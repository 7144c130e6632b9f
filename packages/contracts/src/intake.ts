// Booking questions per service (issue 31.1): the owner defines them, the customer answers them
// when booking, and the booking keeps a snapshot of question and answer, so a later edit of the
// service never changes what a past client was asked. One set of rules for the server (it decides)
// and the client (it warns early). A service without questions books exactly as the spec says.
import { z } from "zod";

export const MAX_INTAKE_QUESTIONS = 10;
export const MAX_INTAKE_OPTIONS = 10;
export const MAX_INTAKE_LABEL_LENGTH = 200;
export const MAX_SHORT_ANSWER_LENGTH = 200;
export const MAX_LONG_ANSWER_LENGTH = 2000;

export const INTAKE_QUESTION_KINDS = ["shortText", "longText", "choice", "checkbox"] as const;
export type IntakeQuestionKind = (typeof INTAKE_QUESTION_KINDS)[number];

/** A text in both languages; one of them may be empty (the reader then sees the other). */
export const bilingualLabel = z
  .object({
    ru: z.string().trim().max(MAX_INTAKE_LABEL_LENGTH),
    en: z.string().trim().max(MAX_INTAKE_LABEL_LENGTH),
  })
  .refine((label) => label.ru !== "" || label.en !== "", { error: "A question needs a label" });
export type BilingualLabel = z.infer<typeof bilingualLabel>;

/** Ids are the form's own short keys, unique within the service; answers name them. */
export const intakeQuestionId = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: "Invalid question id" });

export const intakeQuestion = z
  .object({
    id: intakeQuestionId,
    kind: z.enum(INTAKE_QUESTION_KINDS),
    required: z.boolean(),
    label: bilingualLabel,
    /** Choice questions only: 2 to MAX_INTAKE_OPTIONS options. */
    options: z.array(bilingualLabel).max(MAX_INTAKE_OPTIONS).optional(),
  })
  .refine((question) => question.kind !== "choice" || (question.options?.length ?? 0) >= 2, {
    error: "A choice question needs at least 2 options",
    path: ["options"],
  })
  .meta({ description: "A question asked when booking the service (issue 31.1)" });
export type IntakeQuestion = z.infer<typeof intakeQuestion>;

export const intakeQuestions = z
  .array(intakeQuestion)
  .max(MAX_INTAKE_QUESTIONS)
  .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, {
    error: "Question ids must be unique",
  });

/**
 * What a customer sends: question id → text (short/long), option index (choice) or tick
 * (checkbox). Checked against the service's questions by checkIntakeAnswers.
 */
export const intakeAnswersInput = z
  .record(intakeQuestionId, z.union([z.string().max(MAX_LONG_ANSWER_LENGTH), z.number().int().min(0), z.boolean()]))
  .refine((answers) => Object.keys(answers).length <= MAX_INTAKE_QUESTIONS, { error: "Too many answers" })
  .meta({ description: "Answers to the service's questions by question id: text, option index (choice) or true/false (checkbox)" });
export type IntakeAnswersInput = z.infer<typeof intakeAnswersInput>;

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
