// Issue 31.1 in the browser: a customer books a service that asks questions. The questions appear
// once the time is chosen; a required one left blank is named in place and nothing is sent; the
// answers then come with the booking and show on "my bookings". Phone (360) and desktop (1280),
// Russian and English.
import { en, ru } from "@booking/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, PHONE_WIDTH, saveScreenshot, setLocalStorage, type PageSession } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

const questions = [
  { id: "goal", kind: "shortText", required: true, label: { ru: "Цель встречи", en: "Goal of the session" } },
  { id: "comment", kind: "longText", required: false, label: { ru: "Комментарий для консультанта", en: "Comment for the consultant" } },
  {
    id: "format",
    kind: "choice",
    required: true,
    label: { ru: "Формат", en: "Format" },
    options: [
      { ru: "Разбор резюме", en: "CV review" },
      { ru: "Вопросы и ответы", en: "Q&A" },
    ],
  },
  { id: "agree", kind: "checkbox", required: true, label: { ru: "Согласен с правилами", en: "I accept the rules" } },
];

describe("booking questions (issue 31.1)", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => Promise.all(sessions.map((session) => session.close())));

  for (const [language, width] of [
    ["ru", 360],
    ["en", 1280],
  ] as const) {
    it(`are asked after the time and come with the booking (${language}, ${width} px)`, async () => {
      const texts = language === "en" ? en : ru;
      const { tenant, service } = await createBookableTenant(stage.server.db, language === "en" ? "Career session" : "Карьерная сессия");
      await stage.server.db.service.update({ where: { id: service.id }, data: { intakeQuestions: questions } });
      const customer = await createUser(stage.server.db, { tenant, firstName: "Анна" });
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, viewport: { width, height: 900 } });
      sessions.push(session);
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}`);
      await setLocalStorage(page, "authToken", customer.token);
      await setLocalStorage(page, "language", language);
      await page.goto(`/webapp/${tenant.slug}/booking?service=${service.id}`);
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await page.locator('[data-testid="slot"]').first().click();
      const fields = page.getByTestId("booking-questions");
      await fields.waitFor();
      const pick = (label: { ru: string; en: string }) => label[language];
      // checkScreen also holds the phone's "no sideways scroll"; on a desktop the picture and no errors.
      const screen = async (name: string) => {
        if (width === PHONE_WIDTH) return checkScreen(session, `intake-${language}-${width}`, name);
        await saveScreenshot(page, `e2e/intake-${language}-${width}`, name);
        session.assertNoIssues();
      };

      // A required question left blank: named under its field, nothing sent.
      await page.getByRole("button", { name: texts.booking.confirm }).click();
      await expect.poll(() => fields.innerText()).toContain(texts.errors.INTAKE_ANSWER_REQUIRED);
      expect(await stage.server.db.booking.count({ where: { tenantId: tenant.id } })).toBe(0);
      await screen("booking-question-required");

      await page.getByLabel(pick(questions[0]!.label), { exact: true }).fill("Сменить профессию");
      await page
        .getByLabel(texts.booking.questions.optional.replace("{{label}}", pick(questions[1]!.label)), { exact: true })
        .fill("Строка один\nстрока два");
      await page.getByLabel(pick(questions[2]!.label), { exact: true }).selectOption({ label: pick(questions[2]!.options![1]!) });
      await page.getByText(pick(questions[3]!.label), { exact: true }).click();
      await screen("booking-questions-answered");
      await page.getByRole("button", { name: texts.booking.confirm }).click();
      // A booking ends on its done page (issue 25.3).
      await page.getByTestId("booking-done").waitFor();

      const [stored] = await stage.server.db.booking.findMany({ where: { tenantId: tenant.id } });
      expect(stored?.intakeAnswers).toEqual([
        { id: "goal", kind: "shortText", label: questions[0]!.label, value: "Сменить профессию" },
        { id: "comment", kind: "longText", label: questions[1]!.label, value: "Строка один\nстрока два" },
        { id: "format", kind: "choice", label: questions[2]!.label, value: questions[2]!.options![1] },
        { id: "agree", kind: "checkbox", label: questions[3]!.label, value: true },
      ]);

      // My bookings: the answers under the booking, in the reader's language.
      await page.goto(`/webapp/${tenant.slug}/my-bookings`);
      const answers = page.getByTestId("booking-card").getByTestId("booking-answers");
      await answers.waitFor();
      const shown = await answers.innerText();
      for (const expected of [pick(questions[0]!.label), "Сменить профессию", pick(questions[2]!.options![1]!), texts.common.yes]) {
        expect(shown).toContain(expected);
      }
      await screen("my-bookings-answers");
    });
  }

  it("a visitor's answers survive signing up: back on the booking, the fields hold what was typed", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Карьерная сессия");
    await stage.server.db.service.update({ where: { id: service.id }, data: { intakeQuestions: questions } });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, viewport: { width: PHONE_WIDTH, height: 900 } });
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/booking?service=${service.id}`);
    await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
    await page.locator('[data-testid="slot"]').first().click();
    await page.getByTestId("booking-questions").waitFor();
    await page.getByLabel(questions[0]!.label.ru, { exact: true }).fill("Сменить профессию");
    await page.getByLabel(questions[2]!.label.ru, { exact: true }).selectOption({ label: questions[2]!.options![1]!.ru });
    await page.getByRole("button", { name: ru.booking.confirm }).click();
    // A visitor is sent to sign up; signed in (as the sign-up leaves them), they come back to the booking.
    await page.waitForURL(`**/webapp/${tenant.slug}/register`);
    const customer = await createUser(stage.server.db, { tenant, firstName: "Анна" });
    await setLocalStorage(page, "authToken", customer.token);
    await page.goto(`/webapp/${tenant.slug}/booking`);
    await page.getByTestId("booking-questions").waitFor();
    expect(await page.getByLabel(questions[0]!.label.ru, { exact: true }).inputValue()).toBe("Сменить профессию");
    expect(await page.getByLabel(questions[2]!.label.ru, { exact: true }).inputValue()).toBe("1");
    session.assertNoIssues();
  });
});
