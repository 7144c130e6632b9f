import { fromLocation } from "./location-draft.ts";
import { describe, expect, it } from "vitest";
import { serviceFormProblem } from "./service-form.ts";
import { blankQuestion, fromQuestion, questionDraftProblem, toQuestion } from "./question-drafts.ts";

const filled = { name: "Сессия", description: "Час", price: "10", duration: "60", isActive: true, location: fromLocation(null) };

describe("booking questions in the service editor (issue 31.1)", () => {
  it("pairs options by line, drops lines blank in both languages, and round-trips a saved question", () => {
    const draft = {
      ...blankQuestion(),
      kind: "choice" as const,
      labelRu: " Формат ",
      optionsRu: "Разбор\n\nВопросы",
      optionsEn: "Review\n\nQ&A\n",
    };
    const question = toQuestion(draft);
    expect(question).toEqual({
      id: draft.id,
      kind: "choice",
      required: false,
      label: { ru: "Формат", en: "" },
      options: [
        { ru: "Разбор", en: "Review" },
        { ru: "Вопросы", en: "Q&A" },
      ],
    });
    expect(toQuestion(fromQuestion(question))).toEqual(question);
    // Text questions carry no options, whatever the editor held.
    expect(toQuestion({ ...draft, kind: "shortText" })).not.toHaveProperty("options");
  });

  it("asks for a label in one language and two options for a choice before saving", () => {
    expect(questionDraftProblem(blankQuestion())).toBe("missingLabel");
    expect(questionDraftProblem({ ...blankQuestion(), labelEn: "Goal" })).toBeNull();
    const choice = { ...blankQuestion(), kind: "choice" as const, labelEn: "Format", optionsEn: "Review" };
    expect(questionDraftProblem(choice)).toBe("missingOptions");
    expect(serviceFormProblem({ ...filled, questions: [choice] })).toBe("admin.services.questions.missingOptions");
    expect(serviceFormProblem({ ...filled, questions: [{ ...choice, optionsRu: "Разбор\nВопросы" }] })).toBeNull();
  });

  it("gives each new question an id the server accepts and no two alike", () => {
    const ids = new Set(Array.from({ length: 50 }, () => blankQuestion().id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,40}$/);
  });
});
