// The OpenAPI document tells the truth: every answer the server gives an exercised operation has a
// documented status, and its body validates (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses) against
// the schema documented for that status. Each operation is exercised on its success path, and
// every operation on the errors that any request can meet (unknown tenant, no or too little
// access, a non-JSON or malformed body). NOT_EXERCISED lists what is left out, with the reason.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import type { Booking, Slot, Tenant, User } from "@booking/db";
import type { RestOperation } from "@booking/trpc";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  createPromo,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createArticleRow, createNewsRow } from "../support/content-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { createSession, sha256 } from "@booking/core";
import { uniq } from "../support/db.ts";
import { initDataFor, lastCodeSentTo, PLATFORM_BOT, randomIp, telegramUser } from "../support/identity.ts";
import { signRawInitData } from "@booking/telegram";
import { queuedEmailCode } from "../support/mail.ts";

/**
 * Operations whose success path is not run here, and why (none today: a new operation needs a
 * SUCCESS case or an entry here). Not exercised for any operation: 500 (needs a crash), 502
 * (a provider or Telegram failing: tests/billing and tests/identity cover them), 408 and 431 (the
 * HTTP parser, before any operation: edge-errors.test.ts), and most domain codes, which their own
 * suites pin; here they are checked against the document only where a case below meets them.
 */
const NOT_EXERCISED: Record<string, string> = {};
/** A 1x1 PNG. */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

type Caller = "owner" | "customer" | "none" | { token: string } | { initData: string };
interface Call {
  as?: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  tenant?: string;
  headers?: Record<string, string>;
  /** A raw payload instead of JSON (with its content type in headers). */
  payload?: string;
  /** Client address (default: a fresh one, so per-IP caps do not bite). */
  ip?: string;
}

let t: BillingApp;
let tenant: Tenant;
let owner: User & { token: string };
let customer: User & { token: string };
let slots: Slot[];
/** Free slots on another day: reschedule targets and admin cancellations. */
let spare: Slot[];
let serviceId: string;
const operations = new Map(restOperations().map((op) => [`${op.method} ${op.openapiPath}`, op]));
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked by path strings; its shape is checked by ajv, not by types
let document: any;

beforeAll(async () => {
  t = await createBillingApp();
  ({ tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL"));
  customer = await createUser(t.db, { tenant });
  await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
  serviceId = (await createService(t.db, tenant, { durationMinutes: 30 })).id;
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 5)], startTime: "10:00", endTime: "12:00" });
  spare = await createSlots(t.db, tenant, { dates: [localDate(tenant, 6)], startTime: "10:00", endTime: "12:00" });
  document = (await t.app.inject("/api/openapi.json")).json();
});
afterAll(() => t.close());

function validatorFor(op: RestOperation, status: number): ValidateFunction | undefined {
  const key = `${op.method} ${op.openapiPath} ${status}`;
  if (!validators.has(key)) {
    const response = document.paths[op.openapiPath]?.[op.method.toLowerCase()]?.responses?.[status];
    if (!response) return undefined;
    const content = response.content ?? {};
    validators.set(key, ajv.compile((content["application/json"] ?? content["text/csv"])?.schema ?? {}));
  }
  return validators.get(key);
}

/** Calls the operation and checks the answer against the document; returns it for more checks. */
async function call(key: string, request: Call = {}): Promise<LightMyRequestResponse> {
  const op = operations.get(key);
  if (!op) throw new Error(`no operation ${key}`);
  const headers: Record<string, string> = { "x-tenant": request.tenant ?? tenant.slug, ...request.headers };
  const as = request.as ?? "owner";
  if (as === "owner") headers.authorization = `Bearer ${owner.token}`;
  else if (as === "customer") headers.authorization = `Bearer ${customer.token}`;
  else if (typeof as === "object" && "token" in as) headers.authorization = `Bearer ${as.token}`;
  else if (typeof as === "object") headers["x-telegram-init-data"] = as.initData;
  const path = op.openapiPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ""));
  const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
  const res = await t.app.inject({
    method: op.method,
    url: `/api${path}${query}`,
    headers,
    remoteAddress: request.ip ?? randomIp(),
    ...(request.payload !== undefined
      ? { payload: request.payload }
      : request.body !== undefined
        ? { payload: request.body as object }
        : {}),
  });
  const validate = validatorFor(op, res.statusCode);
  expect(validate, `${key} answered ${res.statusCode}, which its documentation does not list: ${res.body}`).toBeDefined();
  const csv = String(res.headers["content-type"] ?? "").startsWith("text/csv");
  if (csv)
    expect(
      document.paths[op.openapiPath][op.method.toLowerCase()].responses[res.statusCode].content,
      `${key}: CSV undocumented`,
    ).toHaveProperty(["text/csv"]);
  const body: unknown = res.body === "" ? undefined : csv ? res.body : res.json();
  expect(validate!(body), `${key} ${res.statusCode}: ${JSON.stringify(validate!.errors)} in ${res.body.slice(0, 500)}`).toBe(true);
  return res;
}

/** Calls and expects the operation's documented success status. */
async function succeed(key: string, request: Call = {}): Promise<LightMyRequestResponse> {
  const res = await call(key, request);
  expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(operations.get(key)!.successStatus);
  return res;
}

/** An EXPERT member of the page with an expert profile and one free slot (issue 16.2). */
async function expertMember(): Promise<{ token: string; expertId: string }> {
  const { user, expertId } = await createExpertMember(t.db, tenant, "Expert");
  await createExpertSlots(t.db, tenant, expertId, { dates: [localDate(tenant, 8)], startTime: "10:00", endTime: "10:30" });
  return { token: user.token, expertId };
}

const SUCCESS: Record<string, () => Promise<unknown>> = {
  "GET /services": () => succeed("GET /services", { as: "none" }),
  "GET /news": async () => {
    await createNewsRow(t.db, tenant);
    return succeed("GET /news", { as: "none", query: { limit: "5" } });
  },
  "GET /articles": async () => {
    await createArticleRow(t.db, tenant);
    return succeed("GET /articles", { as: "none" });
  },
  "GET /articles/{id}": async () =>
    succeed("GET /articles/{id}", { as: "none", params: { id: (await createArticleRow(t.db, tenant)).id } }),
  "GET /bookings/available": () =>
    succeed("GET /bookings/available", { as: "none", query: { from: localDate(tenant, 0), to: localDate(tenant, 10), serviceId } }),
  "GET /bookings/available/days": () =>
    succeed("GET /bookings/available/days", { as: "none", query: { from: localDate(tenant, 0), to: localDate(tenant, 10), serviceId } }),
  "GET /bookings/available/times": () =>
    succeed("GET /bookings/available/times", { as: "none", query: { date: localDate(tenant, 6), serviceId } }),
  "POST /bookings": async () => {
    const res = await succeed("POST /bookings", {
      as: "customer",
      query: { userId: customer.id },
      body: { serviceId, slotId: slots[0]!.id },
    });
    // The same slot again: 409 SLOT_TAKEN, documented.
    const again = await call("POST /bookings", { as: "customer", body: { serviceId, slotId: slots[0]!.id } });
    expect(again.json()).toMatchObject({ error: "SLOT_TAKEN" });
    // Someone who has not agreed to this page's policy yet: 400 consentRequired, documented (issue 30).
    const stranger = await createUser(t.db, { tenant, consent: false });
    const unconsented = await call("POST /bookings", { as: stranger, body: { serviceId, slotId: slots[1]!.id } });
    expect(unconsented.json()).toMatchObject({ error: "consentRequired" });
    return res;
  },
  "GET /consent": () => succeed("GET /consent", { as: "customer" }),
  "PUT /user/consents/marketing": () => succeed("PUT /user/consents/marketing", { as: "customer", body: { optIn: true } }),
  "GET /privacy-policy": () => succeed("GET /privacy-policy", { as: "none" }),
  "PUT /account/privacy-policy": async () => {
    const res = await succeed("PUT /account/privacy-policy", { body: { url: "https://example.com/privacy", text: null } });
    // Back to the default policy: a new one would ask every customer here to agree again.
    await succeed("PUT /account/privacy-policy", { body: {} });
    return res;
  },
  "POST /bookings/hold": async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 10)], startTime: "10:00", endTime: "10:30" });
    const res = await succeed("POST /bookings/hold", { as: "customer", body: { serviceId, slotId: slot!.id } });
    // Held for the customer: anyone else gets 409 SLOT_TAKEN, documented.
    const other = await call("POST /bookings/hold", { as: "owner", body: { serviceId, slotId: slot!.id } });
    expect(other.json()).toMatchObject({ error: "SLOT_TAKEN" });
    return res;
  },
  "GET /bookings/my": () => succeed("GET /bookings/my", { as: "customer" }),
  // Self-service and manage links (issue 25.4).
  "GET /bookings/{id}": async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 11)], startTime: "10:00", endTime: "10:30" });
    const me = await createUser(t.db, { tenant });
    const booking = (await succeed("POST /bookings", { as: me, body: { serviceId, slotId: slot!.id } })).json() as Booking;
    const res = await succeed("GET /bookings/{id}", { as: me, params: { id: booking.id } });
    const forged = await call("GET /bookings/{id}", { as: "none", params: { id: booking.id }, headers: { "x-booking-token": "0.x" } });
    expect(forged.json()).toMatchObject({ error: "MANAGE_LINK_INVALID" });
    return res;
  },
  "PUT /bookings/{id}/move": async () => {
    await t.db.tenant.update({ where: { id: tenant.id }, data: { selfMoveHours: 0 } });
    const [from, to] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 11)], startTime: "12:00", endTime: "13:00" });
    const me = await createUser(t.db, { tenant });
    const booking = (await succeed("POST /bookings", { as: me, body: { serviceId, slotId: from!.id } })).json() as Booking;
    const res = await succeed("PUT /bookings/{id}/move", { as: me, params: { id: booking.id }, body: { newSlotId: to!.id } });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { selfMoveHours: null } });
    const off = await call("PUT /bookings/{id}/move", { as: me, params: { id: booking.id }, body: { newSlotId: from!.id } });
    expect(off.json()).toMatchObject({ error: "BOOKING_NOT_MOVABLE" });
    return res;
  },
  "GET /calendar/feed": () => succeed("GET /calendar/feed", { as: "customer", query: { kind: "customer" } }),
  "POST /calendar/feed": () => succeed("POST /calendar/feed", { query: { kind: "staff" } }),
  "DELETE /calendar/feed": () => succeed("DELETE /calendar/feed", { as: "customer" }),
  "DELETE /bookings/{id}": async () => {
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: slots[1]!.id } })).json() as Booking;
    return succeed("DELETE /bookings/{id}", { as: "customer", params: { id: booking.id } });
  },
  // The waitlist (issue 18.3).
  "GET /waitlist/my": () => succeed("GET /waitlist/my", { as: "customer" }),
  "POST /waitlist": async () => {
    const res = await succeed("POST /waitlist", { as: "customer", body: { serviceId, date: localDate(tenant, 12) } });
    const again = await call("POST /waitlist", { as: "customer", body: { serviceId, date: localDate(tenant, 12) } });
    expect(again.json()).toMatchObject({ error: "WAITLIST_ALREADY_JOINED" });
    return res;
  },
  "DELETE /waitlist/{id}": async () => {
    const entry = (await succeed("POST /waitlist", { as: "customer", body: { serviceId, date: localDate(tenant, 13) } })).json() as {
      id: string;
    };
    return succeed("DELETE /waitlist/{id}", { as: "customer", params: { id: entry.id } });
  },
  "POST /waitlist/{id}/claim": async () => {
    // A customer of their own: the shared one's open bookings are at the page's cap.
    const claimer = await createUser(t.db, { tenant });
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 14)], startTime: "10:00", endTime: "10:30" });
    const entry = await t.db.waitlistEntry.create({
      data: {
        tenantId: tenant.id,
        userId: claimer.id,
        serviceId,
        date: localDate(tenant, 14),
        status: "OFFERED",
        offers: 1,
        offeredSlotId: slot!.id,
        offerEndsAt: new Date(Date.now() + 600_000),
        heldSlotIds: [slot!.id],
      },
    });
    await succeed("POST /waitlist/{id}/claim", { as: claimer, params: { id: entry.id } });
    const again = await call("POST /waitlist/{id}/claim", { as: claimer, params: { id: entry.id } });
    return expect(again.json()).toMatchObject({ error: "WAITLIST_OFFER_CLAIMED" });
  },
  "GET /admin/waitlist": () => succeed("GET /admin/waitlist", { query: { from: localDate(tenant, 12), to: localDate(tenant, 14) } }),
  "GET /admin/services": () => succeed("GET /admin/services"),
  "POST /admin/services": () => succeed("POST /admin/services", { body: { name: uniq("s"), description: "d", price: 12.5, duration: 60 } }),
  "PUT /admin/services/{id}": async () =>
    succeed("PUT /admin/services/{id}", {
      params: { id: (await createService(t.db, tenant)).id },
      body: { name: "Renamed", description: "d", price: 10, duration: 30, isActive: true },
    }),
  "DELETE /admin/services/{id}": async () =>
    succeed("DELETE /admin/services/{id}", { params: { id: (await createService(t.db, tenant)).id } }),
  "GET /admin/services/archived": () => succeed("GET /admin/services/archived"),
  "POST /admin/services/{id}/restore": async () =>
    succeed("POST /admin/services/{id}/restore", { params: { id: (await createService(t.db, tenant, { archivedAt: new Date() })).id } }),
  "POST /admin/news": () => succeed("POST /admin/news", { body: { title: "T", content: "C" } }),
  "PUT /admin/news/{id}": async () =>
    succeed("PUT /admin/news/{id}", { params: { id: (await createNewsRow(t.db, tenant)).id }, body: { title: "T2", content: "C2" } }),
  "DELETE /admin/news/{id}": async () => succeed("DELETE /admin/news/{id}", { params: { id: (await createNewsRow(t.db, tenant)).id } }),
  "POST /admin/articles": () => succeed("POST /admin/articles", { body: { title: "T", content: "C" } }),
  "PUT /admin/articles/{id}": async () =>
    succeed("PUT /admin/articles/{id}", {
      params: { id: (await createArticleRow(t.db, tenant)).id },
      body: { title: "T2", content: "C2" },
    }),
  "DELETE /admin/articles/{id}": async () =>
    succeed("DELETE /admin/articles/{id}", { params: { id: (await createArticleRow(t.db, tenant)).id } }),
  "GET /admin/bookings": () => succeed("GET /admin/bookings", { query: { status: "PENDING" } }),
  "PUT /admin/bookings/{id}/status": async () => {
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: slots[2]!.id } })).json() as Booking;
    await succeed("PUT /admin/bookings/{id}/status", { params: { id: booking.id }, body: { status: "CONFIRMED" } });
    const back = await call("PUT /admin/bookings/{id}/status", { params: { id: booking.id }, body: { status: "PENDING" } });
    expect(back.json()).toMatchObject({ error: "INVALID_STATUS_TRANSITION" });
  },
  "PUT /admin/bookings/{id}/reschedule": async () => {
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: slots[3]!.id } })).json() as Booking;
    return succeed("PUT /admin/bookings/{id}/reschedule", { params: { id: booking.id }, body: { newSlotId: spare[0]!.id } });
  },
  "DELETE /admin/bookings/{id}": async () => {
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: spare[1]!.id } })).json() as Booking;
    return succeed("DELETE /admin/bookings/{id}", { params: { id: booking.id } });
  },
  "POST /admin/availability": () =>
    succeed("POST /admin/availability", {
      body: { startDate: localDate(tenant, 7), endDate: localDate(tenant, 7), startTime: "09:00", endTime: "10:00" },
    }),
  "GET /admin/availability/slots": () =>
    succeed("GET /admin/availability/slots", { query: { from: localDate(tenant, 0), to: localDate(tenant, 10) } }),
  "DELETE /admin/availability/slots/{id}": () => succeed("DELETE /admin/availability/slots/{id}", { params: { id: spare.at(-1)!.id } }),
  "DELETE /admin/availability/slots": () =>
    succeed("DELETE /admin/availability/slots", { query: { from: localDate(tenant, 7), to: localDate(tenant, 7) } }),
  "GET /admin/stats": () => succeed("GET /admin/stats"),
  "GET /admin/plan-usage": () => succeed("GET /admin/plan-usage"),
  "GET /admin/bookings/search": () =>
    succeed("GET /admin/bookings/search", { query: { status: "PENDING", search: "a", page: "1", pageSize: "5" } }),
  "GET /admin/bookings/calendar": () =>
    succeed("GET /admin/bookings/calendar", { query: { from: localDate(tenant, 5), to: localDate(tenant, 11) } }),
  "GET /admin/bookings/export": async () => {
    const res = await succeed("GET /admin/bookings/export", {
      query: { from: localDate(tenant, 1), to: localDate(tenant, 30), lang: "ru" },
    });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="/);
  },
  "GET /admin/clients/export": () => succeed("GET /admin/clients/export", { query: { lang: "en" } }),
  "POST /admin/bookings": async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 8)], startTime: "10:00", endTime: "10:30" });
    return succeed("POST /admin/bookings", {
      body: { serviceId, slotId: slot!.id, client: { firstName: "Phone", phone: "+79165550123" } },
    });
  },
  "POST /admin/bookings/confirm": async () => {
    const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, 9)], startTime: "10:00", endTime: "10:30" });
    const booking = await createBookingRow(t.db, {
      tenant,
      user: customer,
      service: await t.db.service.findUniqueOrThrow({ where: { id: serviceId } }),
      slots: [slot!],
    });
    await succeed("POST /admin/bookings/confirm", { body: { ids: [booking.id] } });
    const again = await call("POST /admin/bookings/confirm", { body: { ids: [booking.id] } });
    expect(again.statusCode).toBe(409);
  },
  "PUT /admin/bookings/{id}/no-show": async () => {
    const slot = await createSlotAt(t.db, tenant, new Date(Date.now() - 3 * 86_400_000));
    const booking = await createBookingRow(t.db, {
      tenant,
      user: customer,
      service: await t.db.service.findUniqueOrThrow({ where: { id: serviceId } }),
      slots: [slot],
      status: "CONFIRMED",
    });
    await succeed("PUT /admin/bookings/{id}/no-show", { params: { id: booking.id }, body: { noShow: true } });
    const future = await call("PUT /admin/bookings/{id}/no-show", {
      params: { id: spare.at(-1)!.bookingId ?? crypto.randomUUID() },
      body: { noShow: true },
    });
    expect(future.statusCode).toBe(404);
  },
  "GET /admin/clients": () => succeed("GET /admin/clients", { query: { search: "a", page: "1", pageSize: "5" } }),
  "PUT /admin/clients/{id}/note": async () => {
    await succeed("PUT /admin/clients/{id}/note", { params: { id: customer.id }, body: { note: "Prefers mornings" } });
    // Not a client of this tenant: 404 CLIENT_NOT_FOUND, documented.
    const missing = await call("PUT /admin/clients/{id}/note", {
      params: { id: "0190a5c4-0000-7000-8000-000000000000" },
      body: { note: "x" },
    });
    expect(missing.json()).toMatchObject({ error: "CLIENT_NOT_FOUND" });
  },
  "GET /admin/clients/{id}/bookings": () => succeed("GET /admin/clients/{id}/bookings", { params: { id: customer.id } }),
  "DELETE /admin/clients/{id}": async () => {
    const client = await createUser(t.db, { tenant });
    const res = await succeed("DELETE /admin/clients/{id}", { params: { id: client.id } });
    expect((await call("DELETE /admin/clients/{id}", { params: { id: client.id } })).json()).toMatchObject({ error: "CLIENT_NOT_FOUND" });
    return res;
  },
  "GET /user/export": () => succeed("GET /user/export", { as: "customer" }),
  "DELETE /user": async () => {
    const leaving = await createUser(t.db, { tenant });
    expect((await call("DELETE /user", { as: { token: leaving.token }, body: { password: "wrong" } })).json()).toMatchObject({
      error: "invalidPassword",
    });
    expect((await call("DELETE /user", { as: "owner", body: { password: FIXTURE_PASSWORD } })).json()).toMatchObject({
      error: "ACCOUNT_OWNS_TENANT",
    });
    return succeed("DELETE /user", { as: { token: leaving.token }, body: { password: FIXTURE_PASSWORD } });
  },
  "GET /admin/booking-policy": () => succeed("GET /admin/booking-policy"),
  "PUT /admin/booking-policy": () => succeed("PUT /admin/booking-policy", { body: { maxPendingPerCustomer: 3 } }),
  "GET /admin/schedule": () => succeed("GET /admin/schedule"),
  // Every day off, for an expert of its own: a save removes the expert's free slots outside its hours
  // (issue 26.4), and the other cases' slots (the default expert's) must stay as they are.
  "PUT /admin/schedule": async () => {
    const { expertId } = await expertMember();
    await succeed("PUT /admin/schedule", { body: { expertId, weekly: [null, null, null, null, null, null, null] } });
    const off = await call("PUT /admin/schedule", {
      body: { weekly: [{ start: "09:00", end: "12:00", breaks: [{ start: "11:00", end: "12:30" }] }, null, null, null, null, null, null] },
    });
    expect(off.json()).toMatchObject({ error: "BREAK_OUTSIDE_HOURS" });
  },
  "POST /admin/schedule/apply": () => succeed("POST /admin/schedule/apply", { body: {} }),
  "POST /admin/schedule/preview": () =>
    succeed("POST /admin/schedule/preview", { body: { weekly: [null, null, null, null, null, null, null] } }),
  "POST /user/telegram/write-access": () =>
    succeed("POST /user/telegram/write-access", { as: { initData: initDataFor(telegramUser()) }, body: { allowed: true } }),
  "POST /user/register": async () => {
    const res = await succeed("POST /user/register", {
      as: { initData: initDataFor(telegramUser()) },
      body: { phone: "+79990001122", email: `${uniq("tg")}@example.test`, consent: true },
    });
    const taken = await call("POST /user/register", {
      as: { initData: initDataFor(telegramUser()) },
      body: { phone: "+79990001122", email: customer.email, consent: true },
    });
    expect(taken.statusCode).toBe(409);
    return res;
  },
  "POST /user/register/web": async () => {
    const body = {
      username: uniq("u"),
      firstName: "F",
      email: `${uniq("web")}@example.test`,
      password: "secret1",
      phone: "+79990001122",
      consent: true,
    };
    await succeed("POST /user/register/web", { as: "none", body });
    expect((await call("POST /user/register/web", { as: "none", body })).json()).toMatchObject({ error: "USER_EXISTS" });
    expect((await call("POST /user/register/web", { as: "none", body: { ...body, phone: "not a phone!" } })).json()).toMatchObject({
      error: "invalidPhone",
    });
  },
  "GET /user/me": () => succeed("GET /user/me", { as: "customer" }),
  "GET /user/me/{id}": () => succeed("GET /user/me/{id}", { params: { id: customer.id } }),
  "PUT /user/language": () => succeed("PUT /user/language", { as: "customer", body: { language: "en" } }),
  "POST /user/telegram-link": () => succeed("POST /user/telegram-link", { as: "customer" }),
  "GET /user/tenants": () => succeed("GET /user/tenants"),
  "POST /auth/check-user": () => succeed("POST /auth/check-user", { as: "none", body: { email: customer.email } }),
  "POST /auth/web-login": async () => {
    await succeed("POST /auth/web-login", { as: "none", body: { email: customer.email, password: FIXTURE_PASSWORD } });
    const ip = randomIp();
    const guess = () => call("POST /auth/web-login", { as: "none", ip, body: { email: customer.email, password: "wrong-one" } });
    const max = operations.get("POST /auth/web-login")!.meta.rateLimit!.max;
    for (let i = 0; i < max; i++) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  },
  "POST /auth/request-code": async () => {
    expect((await call("POST /auth/request-code", { as: "none", body: { email: customer.email } })).json()).toMatchObject({
      error: "telegramNotLinked",
    });
    const linked = await createUser(t.db, { tenant, telegramId: BigInt(telegramUser().id), userType: "HYBRID" });
    const { sessionId } = (await succeed("POST /auth/request-code", { as: "none", body: { email: linked.email } })).json() as {
      sessionId: string;
    };
    await succeed("POST /auth/verify-code", { as: "none", body: { sessionId, code: lastCodeSentTo(t.bot, linked.telegramId!) } });
  },
  "POST /auth/verify-code": async () => {
    expect(
      (await call("POST /auth/verify-code", { as: "none", body: { sessionId: crypto.randomUUID(), code: "123456" } })).statusCode,
    ).toBe(401);
  },
  "POST /auth/logout": async () => succeed("POST /auth/logout", { as: { token: (await createUser(t.db, { tenant })).token } }),
  "POST /tenant-management/register": () =>
    succeed("POST /tenant-management/register", {
      as: "none",
      body: {
        username: uniq("o"),
        firstName: "O",
        email: `${uniq("own")}@example.test`,
        password: "secret1",
        phone: "+79990001122",
        businessName: "B",
        slug: uniq("slug").toLowerCase(),
        consent: true,
      },
    }),
  "POST /tenant-management/tenants": async () => {
    const res = await succeed("POST /tenant-management/tenants", {
      as: "customer",
      body: { businessName: "B", slug: uniq("slug").toLowerCase() },
    });
    expect(
      (await call("POST /tenant-management/tenants", { as: "customer", body: { businessName: "B", slug: tenant.slug } })).json(),
    ).toMatchObject({ error: "SLUG_TAKEN" });
    return res;
  },
  "GET /tenant-management/slug-availability": () =>
    succeed("GET /tenant-management/slug-availability", { as: "none", query: { slug: uniq("free").toLowerCase() } }),
  "POST /tenant-management/validate-promo": async () =>
    succeed("POST /tenant-management/validate-promo", { body: { code: (await createPromo(t.db)).code, plan: "STARTER" } }),
  "POST /tenant-management/calculate-price": () => succeed("POST /tenant-management/calculate-price", { body: { plan: "STARTER" } }),
  "POST /tenant-management/checkout": () => succeed("POST /tenant-management/checkout", { body: { plan: "PROFESSIONAL" } }),
  "GET /account": () => succeed("GET /account"),
  "POST /account/api-keys": async () => {
    const { key } = (await succeed("POST /account/api-keys", { body: { name: "CRM", scopes: ["bookings:read"] } })).json() as {
      key: string;
    };
    // The key's answers are documented too: its scope, and a refusal outside it.
    await succeed("GET /admin/bookings", { as: { token: key } });
    expect(
      (await call("POST /admin/services", { as: { token: key }, body: { name: "x", description: "d", price: 1, duration: 30 } })).json(),
    ).toMatchObject({ error: "API_KEY_SCOPE" });
  },
  "GET /account/api-keys": () => succeed("GET /account/api-keys"),
  "POST /account/webhooks": async () => {
    await succeed("POST /account/webhooks", { body: { url: "https://93.184.216.34/in", events: ["booking.created"] } });
    expect((await call("POST /account/webhooks", { body: { url: "https://127.0.0.1/in" } })).json()).toMatchObject({
      error: "WEBHOOK_URL_FORBIDDEN",
    });
    expect((await call("POST /account/webhooks", { body: { url: "http://93.184.216.34/in" } })).json()).toMatchObject({
      error: "WEBHOOK_URL_INVALID",
    });
  },
  "GET /account/webhooks": () => succeed("GET /account/webhooks"),
  "DELETE /account/webhooks/{id}": async () => {
    const { id } = (await succeed("POST /account/webhooks", { body: { url: "https://93.184.216.34/old" } })).json() as { id: string };
    await succeed("DELETE /account/webhooks/{id}", { params: { id } });
    expect((await call("DELETE /account/webhooks/{id}", { params: { id } })).json()).toMatchObject({ error: "WEBHOOK_NOT_FOUND" });
  },
  "GET /account/webhooks/deliveries": () => succeed("GET /account/webhooks/deliveries"),
  "GET /account/branding": () => succeed("GET /account/branding"),
  "PUT /account/branding": async () => {
    // The conformance tenant is PROFESSIONAL: white label is ENTERPRISE's (documented 403).
    expect((await call("PUT /account/branding", { body: { primaryColor: "#123456" } })).json()).toMatchObject({
      error: "PLAN_WHITE_LABEL_NOT_ALLOWED",
    });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "ENTERPRISE" } });
    try {
      await succeed("PUT /account/branding", { body: { primaryColor: "#123456" } });
    } finally {
      await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "PROFESSIONAL", brandColor: null } });
    }
  },
  "GET /account/embed": () => succeed("GET /account/embed"),
  "PUT /account/embed": async () => {
    try {
      await succeed("PUT /account/embed", { body: { origins: ["https://shop.example.com"] } });
    } finally {
      await t.db.tenant.update({ where: { id: tenant.id }, data: { embedOrigins: [] } });
    }
  },
  "DELETE /account/api-keys/{id}": async () => {
    const { id } = (await succeed("POST /account/api-keys", { body: { name: "Old", scopes: ["content:manage"] } })).json() as {
      id: string;
    };
    await succeed("DELETE /account/api-keys/{id}", { params: { id } });
    expect((await call("DELETE /account/api-keys/{id}", { params: { id } })).json()).toMatchObject({ error: "API_KEY_NOT_FOUND" });
  },
  "GET /user/profile": () => succeed("GET /user/profile"),
  "PUT /user/profile": () =>
    succeed("PUT /user/profile", { as: "customer", body: { firstName: "C", phone: "8 916 123-45-67", email: customer.email } }),
  "GET /user/sessions": () => succeed("GET /user/sessions"),
  "POST /user/email/verification": async () => succeed("POST /user/email/verification", { as: await createUser(t.db, { tenant }) }),
  "POST /user/email/verification/confirm": async () => {
    const user = await createUser(t.db, { tenant });
    await succeed("POST /user/email/verification", { as: user });
    const res = await succeed("POST /user/email/verification/confirm", {
      as: user,
      body: { code: await queuedEmailCode(t.db, user.email!) },
    });
    expect(res.json()).toMatchObject({ emailVerified: true });
    expect((await call("POST /user/email/verification/confirm", { as: user, body: { code: "12" } })).json()).toMatchObject({
      error: "invalidCode",
    });
  },
  "POST /user/telegram/unlink": async () => {
    const user = await createUser(t.db, { tenant, telegramId: BigInt(randomInt(1_000_000_000, 2 ** 47)), userType: "HYBRID" });
    expect((await succeed("POST /user/telegram/unlink", { as: user, body: { currentPassword: FIXTURE_PASSWORD } })).json()).toMatchObject({
      telegramLinked: false,
    });
    expect(
      (
        await call("POST /user/telegram/unlink", {
          as: await createUser(t.db, { tenant, telegramId: BigInt(randomInt(1_000_000_000, 2 ** 47)) }),
          body: {},
        })
      ).json(),
    ).toMatchObject({ error: "currentPasswordRequired" });
  },
  "POST /user/phone/telegram-contact": async () => {
    const telegramId = randomInt(1_000_000_000, 2 ** 47);
    const user = await createUser(t.db, { tenant, telegramId: BigInt(telegramId), userType: "HYBRID" });
    const contact = signRawInitData(
      { contact: JSON.stringify({ user_id: telegramId, phone_number: "79161234567" }), auth_date: String(Math.floor(Date.now() / 1000)) },
      PLATFORM_BOT.token,
    );
    expect((await succeed("POST /user/phone/telegram-contact", { as: user, body: { contact } })).json()).toMatchObject({
      phoneVerified: true,
    });
    expect((await call("POST /user/phone/telegram-contact", { as: user, body: { contact: `${contact}x` } })).statusCode).toBe(401);
  },
  "POST /user/email/change/confirm": async () => {
    const user = await createUser(t.db, { tenant });
    const email = `${uniq("new")}@example.test`;
    const changed = await succeed("PUT /user/profile", {
      as: user,
      body: { firstName: "C", phone: "8 916 123-45-67", email, currentPassword: FIXTURE_PASSWORD },
    });
    expect(changed.json()).toMatchObject({ email: user.email, pendingEmail: email });
    const res = await succeed("POST /user/email/change/confirm", { as: user, body: { code: await queuedEmailCode(t.db, email) } });
    expect(res.json()).toMatchObject({ email, emailVerified: true });
  },
  "DELETE /user/sessions/{id}": async () => {
    const user = await createUser(t.db, { tenant });
    const other = await createSession(t.db, user.id);
    const id = (await t.db.session.findFirstOrThrow({ where: { userId: user.id, tokenHash: { not: sha256(other) } } })).id;
    return succeed("DELETE /user/sessions/{id}", { as: { token: other }, params: { id } });
  },
  "POST /user/sessions/end-others": async () => succeed("POST /user/sessions/end-others", { as: await createUser(t.db, { tenant }) }),
  "POST /user/profile/change-password": async () => {
    const user = await createUser(t.db, { tenant });
    const body = { currentPassword: FIXTURE_PASSWORD, newPassword: "new-secret-1", confirmPassword: "new-secret-1" };
    await succeed("POST /user/profile/change-password", { as: { token: user.token }, body });
    expect(
      (
        await call("POST /user/profile/change-password", { as: { token: user.token }, body: { ...body, confirmPassword: "other-1" } })
      ).json(),
    ).toMatchObject({ error: "passwordMismatch" });
  },
  "PUT /account/bot-config": () => succeed("PUT /account/bot-config", { body: { isActive: false } }),
  "GET /account/bot-status": () => succeed("GET /account/bot-status"),
  "PUT /account/payment-methods": () => succeed("PUT /account/payment-methods", { body: { provider: "YOOKASSA", isEnabled: true } }),
  "PUT /account/payment-methods/credentials": () =>
    succeed("PUT /account/payment-methods/credentials", {
      body: { provider: "YOOKASSA", config: newTenantCredentials(t).YOOKASSA },
    }),
  "PUT /account/currency": () => succeed("PUT /account/currency", { body: { currency: "USD" } }),
  "GET /account/business": () => succeed("GET /account/business"),
  "PUT /account/business": async () => {
    expect((await call("PUT /account/business", { body: { name: "B", timeZone: "Mars/Olympus" } })).json()).toMatchObject({
      error: "TIME_ZONE_INVALID",
      field: "timeZone",
    });
    return succeed("PUT /account/business", {
      body: { name: tenant.displayName, timeZone: tenant.timeZone, contacts: { telegram: "@studio_b" } },
    });
  },
  "PUT /account/business/logo": async () => {
    expect((await call("PUT /account/business/logo", { body: { image: Buffer.from("<svg/>").toString("base64") } })).json()).toMatchObject({
      error: "LOGO_TYPE_NOT_SUPPORTED",
    });
    return succeed("PUT /account/business/logo", { body: { image: TINY_PNG } });
  },
  "DELETE /account/business/logo": () => succeed("DELETE /account/business/logo"),
  "PUT /account/prepayment": () => succeed("PUT /account/prepayment", { body: { prepayment: "REQUIRED" } }),
  "GET /account/receipts": () => succeed("GET /account/receipts"),
  "PUT /account/receipts": async () => {
    const { currency } = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id }, select: { currency: true } });
    await succeed("PUT /account/currency", { body: { currency: "USD" } });
    const usd = await call("PUT /account/receipts", { body: { enabled: true, taxSystem: "USN_INCOME", vat: "NONE" } });
    expect(usd.json()).toMatchObject({ error: "RECEIPTS_NEED_RUB" });
    await succeed("PUT /account/currency", { body: { currency: "RUB" } });
    const res = await succeed("PUT /account/receipts", { body: { enabled: true, taxSystem: "USN_INCOME", vat: "NONE" } });
    // Off again, in the currency it had: the other cases pay through a shop that does not expect receipts.
    await succeed("PUT /account/receipts", { body: { enabled: false } });
    await succeed("PUT /account/currency", { body: { currency } });
    return res;
  },
  "POST /account/payment-methods/test": () => succeed("POST /account/payment-methods/test", { body: { provider: "YOOKASSA" } }),
  "GET /tenant/subscription/plans": () => succeed("GET /tenant/subscription/plans", { as: "none" }),
  "GET /tenant/public": () => succeed("GET /tenant/public", { as: "none" }),
  "GET /tenant/storefront": () => succeed("GET /tenant/storefront", { as: "none" }),
  "POST /tenant/custom-domain": () =>
    succeed("POST /tenant/custom-domain", { body: { domain: `${uniq("d").toLowerCase()}.example.test` } }),
  "POST /tenant/custom-domain/check-dns": () =>
    succeed("POST /tenant/custom-domain/check-dns", { body: { domain: "unresolved.example.test" } }),
  "POST /tenant/subscription/cancel-auto-renew": () => succeed("POST /tenant/subscription/cancel-auto-renew"),
  "POST /tenant/subscription/resume-auto-renew": () => succeed("POST /tenant/subscription/resume-auto-renew"),
  "GET /tenant/subscription/payments": () => succeed("GET /tenant/subscription/payments"),
  "GET /payments/{id}": async () => {
    const { paymentId } = (await succeed("POST /tenant-management/checkout", { body: { plan: "STARTER" } })).json() as {
      paymentId: string;
    };
    return succeed("GET /payments/{id}", { params: { id: paymentId } });
  },
  "GET /account/team": () => succeed("GET /account/team"),
  "POST /account/team/invitations": async () => {
    await succeed("POST /account/team/invitations", { body: { role: "ADMIN", email: "someone@example.test" } });
    // PROFESSIONAL has no experts: 403 PLAN_EXPERTS_NOT_ALLOWED, documented.
    expect((await call("POST /account/team/invitations", { body: { role: "EXPERT" } })).json()).toMatchObject({
      error: "PLAN_EXPERTS_NOT_ALLOWED",
    });
  },
  "DELETE /account/team/invitations/{id}": async () => {
    const { id } = (await succeed("POST /account/team/invitations", { body: { role: "ADMIN" } })).json() as { id: string };
    await succeed("DELETE /account/team/invitations/{id}", { params: { id } });
    expect((await call("DELETE /account/team/invitations/{id}", { params: { id } })).json()).toMatchObject({
      error: "INVITATION_NOT_FOUND",
    });
  },
  "GET /team/invitations/{token}": async () => {
    const { link } = (await succeed("POST /account/team/invitations", { body: { role: "ADMIN" } })).json() as { link: string };
    await succeed("GET /team/invitations/{token}", { as: "none", params: { token: link.split("/").at(-1)! } });
    expect((await call("GET /team/invitations/{token}", { as: "none", params: { token: "x".repeat(32) } })).statusCode).toBe(404);
  },
  "POST /team/invitations/{token}/accept": async () => {
    const { link } = (await succeed("POST /account/team/invitations", { body: { role: "ADMIN" } })).json() as { link: string };
    const token = link.split("/").at(-1)!;
    const invitee = await createUser(t.db);
    await succeed("POST /team/invitations/{token}/accept", { as: { token: invitee.token }, params: { token } });
    expect((await call("POST /team/invitations/{token}/accept", { as: "customer", params: { token } })).json()).toMatchObject({
      error: "INVITATION_USED",
    });
    return succeed("DELETE /account/team/members/{id}", { params: { id: invitee.id } });
  },
  "PUT /account/team/members/{id}/role": async () => {
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    await succeed("PUT /account/team/members/{id}/role", { params: { id: admin.id }, body: { role: "ADMIN" } });
    expect((await call("PUT /account/team/members/{id}/role", { params: { id: owner.id }, body: { role: "ADMIN" } })).json()).toMatchObject(
      { error: "OWNER_ROLE_FIXED" },
    );
    await succeed("DELETE /account/team/members/{id}", { params: { id: admin.id } });
  },
  "DELETE /account/team/members/{id}": async () => {
    await succeed("DELETE /account/team/members/{id}", { params: { id: (await createUser(t.db, { tenant, role: "ADMIN" })).id } });
    expect((await call("DELETE /account/team/members/{id}", { params: { id: customer.id } })).json()).toMatchObject({
      error: "MEMBER_NOT_FOUND",
    });
  },
  "GET /experts": () => succeed("GET /experts", { as: "none", query: { serviceId } }),
  "GET /admin/experts": () => succeed("GET /admin/experts"),
  "PUT /admin/experts/{id}": async () => {
    const [expert] = (await succeed("GET /admin/experts")).json() as { id: string }[];
    await succeed("PUT /admin/experts/{id}", {
      params: { id: expert!.id },
      body: { name: "Our expert", bio: "Short bio", serviceIds: [serviceId] },
    });
    expect((await call("PUT /admin/experts/{id}", { params: { id: crypto.randomUUID() }, body: { name: "X" } })).json()).toMatchObject({
      error: "EXPERT_NOT_FOUND",
    });
  },
  "GET /expert/bookings": async () => succeed("GET /expert/bookings", { as: await expertMember() }),
  "PUT /expert/bookings/{id}/status": async () => {
    const expert = await expertMember();
    const [slot] = await t.db.slot.findMany({ where: { expertId: expert.expertId } });
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: slot!.id } })).json() as Booking;
    return succeed("PUT /expert/bookings/{id}/status", { as: expert, params: { id: booking.id }, body: { status: "CONFIRMED" } });
  },
  "GET /expert/slots": async () =>
    succeed("GET /expert/slots", { as: await expertMember(), query: { from: localDate(tenant, 0), to: localDate(tenant, 10) } }),
  "POST /expert/availability": async () =>
    succeed("POST /expert/availability", {
      as: await expertMember(),
      body: { dates: [localDate(tenant, 12)], startTime: "09:00", endTime: "10:00" },
    }),
  "PUT /expert/bookings/{id}/reschedule": async () => {
    const expert = await expertMember();
    const [first, second] = await createExpertSlots(t.db, tenant, expert.expertId, {
      dates: [localDate(tenant, 13)],
      startTime: "10:00",
      endTime: "11:00",
    });
    const booking = (await succeed("POST /bookings", { as: "customer", body: { serviceId, slotId: first!.id } })).json() as Booking;
    return succeed("PUT /expert/bookings/{id}/reschedule", { as: expert, params: { id: booking.id }, body: { newSlotId: second!.id } });
  },
  "DELETE /expert/slots/{id}": async () => {
    const expert = await expertMember();
    const [slot] = await t.db.slot.findMany({ where: { expertId: expert.expertId } });
    await succeed("DELETE /expert/slots/{id}", { as: expert, params: { id: slot!.id } });
    expect((await call("DELETE /expert/slots/{id}", { as: expert, params: { id: slot!.id } })).json()).toMatchObject({
      error: "SLOT_NOT_FOUND",
    });
  },
  "GET /expert/schedule": async () => {
    const expert = await expertMember();
    await succeed("GET /expert/schedule", { as: expert });
    const other = await expertMember();
    expect((await call("GET /expert/schedule", { as: expert, query: { expertId: other.expertId } })).json()).toMatchObject({
      error: "NOT_YOUR_EXPERT_PROFILE",
    });
  },
  "PUT /expert/schedule": async () =>
    succeed("PUT /expert/schedule", { as: await expertMember(), body: { weekly: [null, null, null, null, null, null, null] } }),
  "POST /expert/schedule/apply": async () => succeed("POST /expert/schedule/apply", { as: await expertMember(), body: {} }),
  "POST /expert/schedule/preview": async () =>
    succeed("POST /expert/schedule/preview", { as: await expertMember(), body: { weekly: [null, null, null, null, null, null, null] } }),
  "POST /bookings/{id}/pay": async () => {
    const { customer: payer, booking } = await createPayableBooking(t.db, tenant);
    return succeed("POST /bookings/{id}/pay", { as: { token: payer.token }, params: { id: booking.id }, body: {} });
  },
};

describe("OpenAPI conformance", () => {
  it("has a success case or a reason for every mounted operation", () => {
    const missing = [...operations.keys()].filter((key) => !SUCCESS[key] && !NOT_EXERCISED[key]);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(SUCCESS))("%s: real answers match the documented responses", async (key) => {
    await SUCCESS[key]!();
  });

  const withParams = (key: string) => {
    const op = operations.get(key)!;
    return { params: { id: crypto.randomUUID(), token: "x".repeat(32) }, ...(op.method === "GET" ? {} : { body: {} }) };
  };
  const keysWhere = (test: (op: RestOperation) => boolean) => [...operations].filter(([, op]) => test(op)).map(([key]) => key);

  it.each([...operations.keys()])("%s, unknown tenant: 404 TENANT_NOT_FOUND", async (key) => {
    expect((await call(key, { as: "none", tenant: "no-such-tenant", ...withParams(key) })).json()).toMatchObject({
      error: "TENANT_NOT_FOUND",
    });
  });

  it.each(keysWhere((op) => op.meta.access !== "public"))("%s, without credentials: 401", async (key) => {
    expect((await call(key, { as: "none", ...withParams(key) })).statusCode).toBe(401);
  });

  it.each(keysWhere((op) => op.meta.access === "admin" || op.meta.access === "owner"))("%s, as a customer: 403", async (key) => {
    expect((await call(key, { as: "customer", ...withParams(key) })).statusCode).toBe(403);
  });

  it.each(keysWhere((op) => op.method !== "GET"))("%s, a text/plain body: 415; malformed JSON: 400 INVALID_JSON", async (key) => {
    const { params } = withParams(key);
    expect((await call(key, { params, payload: "{}", headers: { "content-type": "text/plain" } })).statusCode).toBe(415);
    expect((await call(key, { params, payload: "{", headers: { "content-type": "application/json" } })).json()).toMatchObject({
      error: "INVALID_JSON",
    });
  });
});
