// The booking's answers to its service's questions (issue 31.1): checked here, on the server,
// whatever the client checked, and kept as a snapshot of question and answer.
import { AppError, checkIntakeAnswers, intakeQuestions, type IntakeAnswer, type IntakeAnswersInput } from "@booking/contracts";
import type { BookableService } from "./booking-sql.ts";

/** The service's questions as stored; a row the schema does not accept asks nothing (never a 500). */
export function questionsOf(service: Pick<BookableService, "intakeQuestions">) {
  const parsed = intakeQuestions.safeParse(service.intakeQuestions);
  return parsed.success ? parsed.data : [];
}

/**
 * The snapshot to store, or null when nobody was asked (`answers` left out: a waitlist claim, a
 * booking staff enter) or the service asks nothing. A missing required answer or a wrong one is a
 * 400 naming the question (`field`: answers.<questionId>).
 */
export function bookingIntakeAnswers(
  service: Pick<BookableService, "intakeQuestions">,
  answers: IntakeAnswersInput | undefined,
): IntakeAnswer[] | null {
  if (answers === undefined) return null;
  const questions = questionsOf(service);
  if (questions.length === 0 && Object.keys(answers).length === 0) return null;
  const checked = checkIntakeAnswers(questions, answers);
  if ("problem" in checked) {
    throw new AppError(checked.problem.code, undefined, { field: `answers.${checked.problem.questionId}` });
  }
  return checked.answers;
}
