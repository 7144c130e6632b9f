// Issue 31.1: booking questions per service. The owner defines them (validated, limited), the
// customer answers them when booking (checked by the server: nothing is written without the
// required answers), and the answers, as a snapshot of what was asked, reach the booking's
// customer, the staff and the CSV export, and nobody else. A service without questions books
// exactly as the spec says.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { MAX_INTAKE_QUESTIONS } from "@booking/contracts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let api: Api;
let admin: User & { token: string };
let customer: User & { token: string };
let other: User & { token: string };
let plain: Service;
let slots: Slot[];
let serviceId: string;

const questions = [
  { id: "goal", kind: "shortText", required: true, label: { ru: "Цель встречи", en: "Goal of the session" } },
  { id: "comment", kind: "longText", required: false, label: { ru: "Комментарий", en: "" } },
  {
    id: "format",
    kind: "choice",
    required: true,
    label: { ru: "Формат", en: "Format" },
    options: [
      { ru: "Разбор", en: "Review" },
      { ru: "Вопросы", en: "Q&A" },
    ],
  },
  { id: "agree", kind: "checkbox", required: true, label: { ru: "Согласен с правилами", en: "I accept the rules" } },
];
const serviceBody = { name: "Session", description: "One hour", price: 10, duration: 30 };
const answered = { goal: "  Career change  ", format: 1, agree: true };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  admin = await createUser(t.db, { tenant, role: "ADMIN" });
  customer = await createUser(t.db, { tenant });
  other = await createUser(t.db, { tenant });
  plain = await createService(t.db, tenant);
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "10:00", endTime: "13:00" });
});
afterAll(() => t.app.close());

const book = (slot: Slot, body: Record<string, unknown> = {}, as = customer) =>
  api({ method: "POST", url: "/api/bookings", as, body: { serviceId, slotId: slot.id, ...body } });
const slotIsFree = async (slot: Slot) => (await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId === null;

describe("the owner's questions", () => {
  it("are saved with a service, listed publicly and kept by an edit that leaves them out", async () => {
    const created = await api({ method: "POST", url: "/api/admin/services", as: admin, body: { ...serviceBody, questions } });
    expect(created.statusCode).toBe(201);
    serviceId = (created.json() as { id: string }).id;
    expect(created.json()).toMatchObject({ questions });
    const edited = await api({
      method: "PUT",
      url: `/api/admin/services/${serviceId}`,
      as: admin,
      body: { ...serviceBody, name: "Session 1:1" },
    });
    expect(edited.json()).toMatchObject({ name: "Session 1:1", questions });
    const listed = (await api({ url: "/api/services" })).json() as { id: string; questions: unknown[] }[];
    expect(listed.find((service) => service.id === serviceId)?.questions).toEqual(questions);
    expect(listed.find((service) => service.id === plain.id)?.questions).toEqual([]);
  });

  it("refuse malformed and oversized question lists with 400 and change nothing", async () => {
    const many = Array.from({ length: MAX_INTAKE_QUESTIONS + 1 }, (_, index) => ({ ...questions[0], id: `q${index}` }));
    const bad = [
      [{ ...questions[2], options: [{ ru: "Один", en: "One" }] }],
      [{ ...questions[0], label: { ru: "", en: " " } }],
      [{ ...questions[0], label: { ru: "x".repeat(201), en: "" } }],
      [questions[0], questions[0]],
      [{ ...questions[0], id: "Not An Id" }],
      [{ ...questions[0], kind: "file" }],
      many,
    ];
    for (const list of bad) {
      const res = await api({
        method: "PUT",
        url: `/api/admin/services/${serviceId}`,
        as: admin,
        body: { ...serviceBody, questions: list },
      });
      expect([res.statusCode, errorOf(res)], JSON.stringify(list).slice(0, 80)).toEqual([400, "VALIDATION_ERROR"]);
    }
    const customerTry = await api({
      method: "PUT",
      url: `/api/admin/services/${serviceId}`,
      as: customer,
      body: { ...serviceBody, questions: [] },
    });
    expect(customerTry.statusCode).toBe(403);
    const kept = await t.db.service.findUniqueOrThrow({ where: { id: serviceId } });
    expect(kept.intakeQuestions).toEqual(questions);
  });
});

describe("the customer's answers", () => {
  it("are required where the owner said so, and checked against the questions: nothing is written otherwise", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "INTAKE_ANSWER_REQUIRED", "answers.goal"],
      [{ answers: { ...answered, goal: "   " } }, "INTAKE_ANSWER_REQUIRED", "answers.goal"],
      [{ answers: { ...answered, agree: false } }, "INTAKE_ANSWER_REQUIRED", "answers.agree"],
      [{ answers: { ...answered, format: 2 } }, "INTAKE_ANSWER_INVALID", "answers.format"],
      [{ answers: { ...answered, format: "Review" } }, "INTAKE_ANSWER_INVALID", "answers.format"],
      [{ answers: { ...answered, goal: "x".repeat(201) } }, "INTAKE_ANSWER_INVALID", "answers.goal"],
      [{ answers: { ...answered, agree: "yes" } }, "INTAKE_ANSWER_INVALID", "answers.agree"],
      [{ answers: { ...answered, unknown: "?" } }, "INTAKE_ANSWER_INVALID", "answers.unknown"],
    ];
    for (const [body, code, field] of cases) {
      const res = await book(slots[0]!, body);
      expect([res.statusCode, errorOf(res), res.json().field], JSON.stringify(body)).toEqual([400, code, field]);
    }
    // Malformed bodies never reach the check: zod refuses them (oversized text, a non-object).
    const tooMany = Object.fromEntries(Array.from({ length: MAX_INTAKE_QUESTIONS + 1 }, (_, index) => [`q${index}`, "x"]));
    for (const answers of [{ ...answered, comment: "x".repeat(2001) }, "text", { ...answered, "Bad Id": "x" }, tooMany]) {
      const res = await book(slots[0]!, { answers });
      expect([res.statusCode, errorOf(res)]).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect(await slotIsFree(slots[0]!)).toBe(true);
    expect(await t.db.booking.count({ where: { tenantId: tenant.id } })).toBe(0);
  });

  it("are stored as a snapshot and shown to the booking's customer and the staff, in the CSV too", async () => {
    const res = await book(slots[0]!, { answers: { ...answered, comment: "Line one\nline two" } });
    expect(res.statusCode).toBe(201);
    const expected = [
      { id: "goal", kind: "shortText", label: questions[0]!.label, value: "Career change" },
      { id: "comment", kind: "longText", label: questions[1]!.label, value: "Line one\nline two" },
      { id: "format", kind: "choice", label: questions[2]!.label, value: { ru: "Вопросы", en: "Q&A" } },
      { id: "agree", kind: "checkbox", label: questions[3]!.label, value: true },
    ];
    expect(res.json().answers).toEqual(expected);
    const bookingId = res.json().id as string;

    // The owner rewords a question afterwards: the booking keeps what was asked then.
    const reworded = [{ ...questions[0], label: { ru: "Новая цель", en: "New goal" } }];
    await api({ method: "PUT", url: `/api/admin/services/${serviceId}`, as: admin, body: { ...serviceBody, questions: reworded } });

    const mine = (await api({ url: "/api/bookings/my", as: customer })).json() as { id: string; answers: unknown }[];
    expect(mine.find((booking) => booking.id === bookingId)?.answers).toEqual(expected);
    const staff = (await api({ url: "/api/admin/bookings", as: admin })).json() as { id: string; answers: unknown }[];
    expect(staff.find((booking) => booking.id === bookingId)?.answers).toEqual(expected);
    const csv = await api({ url: "/api/admin/bookings/export", as: admin });
    expect(csv.statusCode).toBe(200);
    // In the caller's language (Russian by default), one "question: answer" per line of the cell.
    expect(csv.body).toContain('"Цель встречи: Career change\nКомментарий: Line one\nline two\nФормат: Вопросы\nСогласен с правилами: да"');
  });

  it("never reach another customer or another tenant's staff", async () => {
    const theirs = (await api({ url: "/api/bookings/my", as: other })).json() as unknown[];
    expect(theirs).toEqual([]);
    expect((await api({ url: "/api/admin/bookings", as: other })).statusCode).toBe(403);
    const elsewhere = await createTenant(t.db);
    const foreignAdmin = await createUser(t.db, { tenant: elsewhere, role: "ADMIN" });
    const foreign = await apiFor(t.app, elsewhere)({ url: "/api/admin/bookings", as: foreignAdmin });
    expect(foreign.json()).toEqual([]);
    // The foreign admin's token on this tenant's host is not its staff.
    expect((await api({ url: "/api/admin/bookings", as: foreignAdmin })).statusCode).toBe(403);
  });

  it("a service without questions books as the spec says: no answers needed, none stored", async () => {
    serviceId = plain.id;
    const res = await book(slots[2]!);
    expect(res.statusCode).toBe(201);
    expect(res.json().answers).toEqual([]);
    const row = await t.db.booking.findUniqueOrThrow({ where: { id: res.json().id } });
    expect(row.intakeAnswers).toBeNull();
    const stray = await book(slots[4]!, { answers: { goal: "x" } });
    expect([stray.statusCode, errorOf(stray)]).toEqual([400, "INTAKE_ANSWER_INVALID"]);
  });
});
