// Booking questions per service (issue 31.1): the owner defines them, the customer answers them
// when booking. The schemas the server validates with; the rules and types, without zod, are in
// intake-rules.ts (the customer's screens import that). A service without questions books exactly
// as the spec says.
import { z } from "zod";
import {
  INTAKE_QUESTION_KINDS,
  MAX_INTAKE_LABEL_LENGTH,
  MAX_INTAKE_OPTIONS,
  MAX_INTAKE_QUESTIONS,
  MAX_LONG_ANSWER_LENGTH,
  type BilingualLabel,
  type IntakeAnswersInput,
  type IntakeQuestion,
} from "./intake-rules.ts";

export * from "./intake-rules.ts";

/** A text in both languages; one of them may be empty (the reader then sees the other). */
export const bilingualLabel = z
  .object({
    ru: z.string().trim().max(MAX_INTAKE_LABEL_LENGTH),
    en: z.string().trim().max(MAX_INTAKE_LABEL_LENGTH),
  })
  .refine((label) => label.ru !== "" || label.en !== "", { error: "A question needs a label" });

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

/** The schemas and the hand-written types say the same: a change to one that the other lacks fails the build. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const INTAKE_TYPES_MATCH: [
  Same<z.infer<typeof bilingualLabel>, BilingualLabel>,
  Same<z.infer<typeof intakeQuestion>, IntakeQuestion>,
  Same<z.infer<typeof intakeAnswersInput>, IntakeAnswersInput>,
] = [true, true, true];
