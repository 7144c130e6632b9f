// The bookings desk (issue 15.1/15.2): no-show marks and the per-client counts, the filtered and
// paged list, the day/week calendar, bulk confirm (all or nothing, admins only), phone-in bookings
// for an existing or a new client, and the CSV exports (content, quoting, formula injection, BOM,
// ru/en headers, tenant isolation). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import type { BookingStatus } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { getTestDatabase } from "../support/db.ts";
import { listenForRaces, tally, type Call } from "../support/race-http.ts";
import { apiFor, errorOf, type Api } from "./api.ts";

type Caller = User & { token: string };
let t: TestApp;
let tenant: Tenant;
let api: Api;
let owner: Caller;
let vera: Caller;
let oleg: Caller;
let massage: Service;
let yoga: Service;
let day = 2;

/** A booking of `user` on a day of its own; `pastDays` moves it that many days back. */
async function book(user: User, service: Service, status: BookingStatus = "PENDING", pastDays?: number) {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "10:00", endTime: "10:30" });
  const booking = await createBookingRow(t.db, { tenant, user, service, slots: [slot!], status });
  if (pastDays === undefined) return booking;
  const startsAt = new Date(Date.now() - pastDays * 86_400_000);
  return t.db.booking.update({ where: { id: booking.id }, data: { startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) } });
}

async function ok(res: Awaited<ReturnType<Api>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db);
  api = apiFor(t.app, tenant);
  owner = await createUser(t.db, { tenant, role: "OWNER" });
  vera = await createUser(t.db, { tenant, firstName: "Vera" });
  oleg = await createUser(t.db, { tenant, firstName: "Oleg" });
  massage = await createService(t.db, tenant, { name: "Massage" });
  yoga = await createService(t.db, tenant, { name: "Yoga" });
});
afterAll(() => t.app.close());

describe("no-show (PUT /api/admin/bookings/{id}/no-show)", () => {
  it("marks a past booking, counts it per client instead of a visit, and refuses future or cancelled ones", async () => {
    const client = await createUser(t.db, { tenant, firstName: "Nora" });
    await book(client, massage, "CONFIRMED", 10);
    const missed = await book(client, massage, "CONFIRMED", 5);
    const future = await book(client, massage, "CONFIRMED");
    const cancelled = await book(client, massage, "CANCELLED", 3);
    const mark = (id: string, noShow: boolean, as: Caller = owner) =>
      api({ method: "PUT", url: `/api/admin/bookings/${id}/no-show`, as, body: { noShow } });

    expect((await ok(await mark(missed.id, true))).json()).toMatchObject({ id: missed.id, noShow: true, client: { name: "Nora" } });
    const counts = async () =>
      ((await api({ url: "/api/admin/clients?search=nora", as: owner })).json() as { items: { visits: number; noShows: number }[] })
        .items[0];
    expect(await counts()).toMatchObject({ visits: 1, noShows: 1 });

    for (const [id, code] of [
      [future.id, "NO_SHOW_NOT_ALLOWED"],
      [cancelled.id, "NO_SHOW_NOT_ALLOWED"],
      [crypto.randomUUID(), "BOOKING_NOT_FOUND"],
    ] as const) {
      const res = await mark(id, true);
      expect([res.statusCode, errorOf(res)]).toEqual([code === "BOOKING_NOT_FOUND" ? 404 : 409, code]);
    }
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: future.id } })).noShow).toBe(false);
    expect((await mark(missed.id, true, vera)).statusCode).toBe(403);
    expect((await ok(await mark(missed.id, false))).json()).toMatchObject({ noShow: false });
    expect(await counts()).toMatchObject({ visits: 2, noShows: 0 });
  });
});

describe("GET /api/admin/bookings/search", () => {
  it("filters by status, service and client words, and pages", async () => {
    const searchTenant = await createTenant(t.db);
    const a = apiFor(t.app, searchTenant);
    const boss = await createUser(t.db, { tenant: searchTenant, role: "OWNER" });
    const ann = await createUser(t.db, { tenant: searchTenant, firstName: "Ann" });
    const bob = await createUser(t.db, { tenant: searchTenant, firstName: "Bob" });
    await t.db.user.update({ where: { id: bob.id }, data: { phone: "+79165550011" } });
    const s1 = await createService(t.db, searchTenant, { name: "Cut" });
    const s2 = await createService(t.db, searchTenant, { name: "Color" });
    const slots = await createSlots(t.db, searchTenant, { dates: [localDate(searchTenant, 3)], startTime: "09:00", endTime: "12:00" });
    const made = [
      await createBookingRow(t.db, { tenant: searchTenant, user: ann, service: s1, slots: [slots[0]!] }),
      await createBookingRow(t.db, { tenant: searchTenant, user: bob, service: s2, slots: [slots[1]!], status: "CONFIRMED" }),
      await createBookingRow(t.db, { tenant: searchTenant, user: ann, service: s2, slots: [slots[2]!] }),
      await createBookingRow(t.db, { tenant: searchTenant, user: bob, service: s1, slots: [slots[3]!], status: "CANCELLED" }),
    ];
    const ids = async (query: string) => {
      const res = await ok(await a({ url: `/api/admin/bookings/search?${query}`, as: boss }));
      return (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
    };
    expect(await ids("")).toEqual(made.map((b) => b.id));
    expect(await ids("status=PENDING")).toEqual([made[0]!.id, made[2]!.id]);
    expect(await ids(`serviceId=${s2.id}`)).toEqual([made[1]!.id, made[2]!.id]);
    expect(await ids("search=bob%205550011")).toEqual([made[1]!.id, made[3]!.id]);
    expect(await ids(`search=ann&serviceId=${s1.id}&status=PENDING`)).toEqual([made[0]!.id]);
    const page = (await ok(await a({ url: "/api/admin/bookings/search?page=2&pageSize=3", as: boss }))).json();
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ id: made[3]!.id }] });
    for (const bad of ["page=0", "pageSize=101", "status=LOST", "serviceId=x", `search=${"a".repeat(101)}`]) {
      const res = await a({ url: `/api/admin/bookings/search?${bad}`, as: boss });
      expect([res.statusCode, errorOf(res)], bad).toEqual([400, "VALIDATION_ERROR"]);
    }
  });
});

describe("GET /api/admin/bookings/calendar", () => {
  it("is a week of bookings (any status) and the free time ahead, per expert", async () => {
    const date = localDate(tenant, 40);
    const slots = await createSlots(t.db, tenant, { dates: [date], startTime: "09:00", endTime: "11:00" });
    const held = await createBookingRow(t.db, { tenant, user: vera, service: massage, slots: [slots[1]!], status: "CONFIRMED" });
    const answers = [{ id: "goal", kind: "shortText", label: { ru: "Цель", en: "Goal" }, value: "Back pain" }];
    await t.db.booking.update({ where: { id: held.id }, data: { intakeAnswers: answers } });
    const res = await ok(await api({ url: `/api/admin/bookings/calendar?from=${date}&to=${localDate(tenant, 46)}`, as: owner }));
    const week = res.json() as {
      experts: { id: string }[];
      bookings: { id: string; startTime: string; clientName: string }[];
      free: { id: string; startTime: string }[];
    };
    expect(week.experts).toHaveLength(1);
    expect(week.bookings).toEqual([
      expect.objectContaining({
        id: held.id,
        date,
        startTime: "09:30",
        endTime: "10:00",
        clientName: "Vera",
        serviceName: "Massage",
        status: "CONFIRMED",
        answers,
      }),
    ]);
    expect(week.free.map((slot) => slot.startTime)).toEqual(["09:00", "10:00", "10:30"]);
    const other = await ok(
      await api({ url: `/api/admin/bookings/calendar?from=${date}&to=${date}&expertId=${crypto.randomUUID()}`, as: owner }),
    );
    expect(other.json()).toMatchObject({ bookings: [], free: [] });
    for (const [query, code] of [
      [`from=${date}&to=${localDate(tenant, 47)}`, "DATE_RANGE_TOO_LONG"],
      [`from=${date}&to=${localDate(tenant, 39)}`, "DATE_RANGE_INVALID"],
      [`from=${date}`, "VALIDATION_ERROR"],
    ]) {
      const bad = await api({ url: `/api/admin/bookings/calendar?${query}`, as: owner });
      expect([bad.statusCode, errorOf(bad)], query).toEqual([400, code]);
    }
  });
});

describe("POST /api/admin/bookings/confirm", () => {
  it("confirms every PENDING booking of the batch, with history", async () => {
    const batch = [await book(vera, massage), await book(oleg, yoga)];
    const res = await ok(
      await api({ method: "POST", url: "/api/admin/bookings/confirm", as: owner, body: { ids: batch.map((b) => b.id) } }),
    );
    expect((res.json() as { confirmed: string[] }).confirmed.sort()).toEqual(batch.map((b) => b.id).sort());
    const rows = await t.db.booking.findMany({ where: { id: { in: batch.map((b) => b.id) } }, include: { history: true } });
    expect(rows.map((row) => row.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    expect(
      rows.every((row) => row.history.some((h) => h.fromStatus === "PENDING" && h.toStatus === "CONFIRMED" && h.changedById === owner.id)),
    ).toBe(true);
  });

  it("is all or nothing: one booking not PENDING, missing or another tenant's leaves every one as it was", async () => {
    const pending = await book(vera, massage);
    const paid = await book(oleg, massage, "PAID");
    const foreignTenant = await createTenant(t.db);
    const foreign = await createBookingRow(t.db, {
      tenant: foreignTenant,
      user: await createUser(t.db, { tenant: foreignTenant }),
      service: await createService(t.db, foreignTenant),
      slots: await createSlots(t.db, foreignTenant, { dates: [localDate(foreignTenant, 3)], startTime: "10:00", endTime: "10:30" }),
    });
    const cases: [string, number, string][] = [
      [paid.id, 409, "INVALID_STATUS_TRANSITION"],
      [crypto.randomUUID(), 404, "BOOKING_NOT_FOUND"],
      [foreign.id, 404, "BOOKING_NOT_FOUND"],
    ];
    for (const [other, status, code] of cases) {
      const res = await api({ method: "POST", url: "/api/admin/bookings/confirm", as: owner, body: { ids: [pending.id, other] } });
      expect([res.statusCode, errorOf(res)]).toEqual([status, code]);
      expect((await t.db.booking.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("PENDING");
    }
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe("PENDING");
    const customer = await api({ method: "POST", url: "/api/admin/bookings/confirm", as: vera, body: { ids: [pending.id] } });
    expect([customer.statusCode, errorOf(customer)]).toEqual([403, "FORBIDDEN"]);
    for (const body of [
      { ids: [] },
      { ids: [pending.id, pending.id] },
      { ids: ["x"] },
      { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    ]) {
      const res = await api({ method: "POST", url: "/api/admin/bookings/confirm", as: owner, body });
      expect([res.statusCode, errorOf(res)]).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("PENDING");
  });
});

describe("POST /api/admin/bookings (phone-in)", () => {
  const freeSlot = async (): Promise<Slot> =>
    (await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "12:00", endTime: "12:30" }))[0]!;
  const create = (body: Record<string, unknown>, as: Caller = owner) => api({ method: "POST", url: "/api/admin/bookings", as, body });

  it("books an existing client, optionally confirmed at once", async () => {
    const slot = await freeSlot();
    const res = await ok(await create({ serviceId: massage.id, slotId: slot.id, clientId: vera.id, confirm: true }), 201);
    expect(res.json()).toMatchObject({ userId: vera.id, status: "CONFIRMED", client: { name: "Vera" } });
    expect((await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId).toBe((res.json() as { id: string }).id);
  });

  it("creates a new client by name and phone, who then is in the clients list; reuses the account of a known email", async () => {
    const res = await ok(
      await create({ serviceId: massage.id, slotId: (await freeSlot()).id, client: { firstName: "Pavel", phone: "8 916 777-12-34" } }),
      201,
    );
    const booking = res.json() as { userId: string; status: string };
    expect(booking.status).toBe("PENDING");
    const clients = (await api({ url: "/api/admin/clients?search=pavel", as: owner })).json() as { items: { id: string; phone: string }[] };
    expect(clients.items).toEqual([expect.objectContaining({ id: booking.userId, phone: "+79167771234" })]);
    const again = await ok(
      await create({ serviceId: massage.id, slotId: (await freeSlot()).id, client: { firstName: "P.", phone: "+79167771234" } }),
      201,
    );
    expect((again.json() as { userId: string }).userId).toBe(booking.userId);
    const known = await ok(
      await create({
        serviceId: massage.id,
        slotId: (await freeSlot()).id,
        client: { firstName: "Whoever", email: oleg.email!.toUpperCase() },
      }),
      201,
    );
    expect((known.json() as { userId: string }).userId).toBe(oleg.id);
  });

  it("refuses a taken slot without leaving a new account behind, a stranger as client, bad input and customers", async () => {
    const slot = await freeSlot();
    await createBookingRow(t.db, { tenant, user: oleg, service: massage, slots: [slot] });
    const taken = await create({
      serviceId: massage.id,
      slotId: slot.id,
      client: { firstName: "Ghost", email: "ghost-desk@example.test" },
    });
    expect([taken.statusCode, errorOf(taken)]).toEqual([409, "SLOT_TAKEN"]);
    expect(await t.db.user.count({ where: { email: "ghost-desk@example.test" } })).toBe(0);
    const stranger = await createUser(t.db, {});
    const cases: [Record<string, unknown>, number, string][] = [
      [{ serviceId: massage.id, slotId: (await freeSlot()).id, clientId: stranger.id }, 404, "CLIENT_NOT_FOUND"],
      [{ serviceId: massage.id, slotId: slot.id }, 400, "VALIDATION_ERROR"],
      [
        { serviceId: massage.id, slotId: slot.id, clientId: vera.id, client: { firstName: "X", phone: "+79160000001" } },
        400,
        "VALIDATION_ERROR",
      ],
      [{ serviceId: massage.id, slotId: slot.id, client: { firstName: "No contact" } }, 400, "VALIDATION_ERROR"],
      [{ serviceId: massage.id, slotId: slot.id, client: { firstName: "X", phone: "12" } }, 400, "invalidPhone"],
    ];
    for (const [body, status, code] of cases) {
      const res = await create(body);
      expect([res.statusCode, errorOf(res)], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await create({ serviceId: massage.id, slotId: (await freeSlot()).id, clientId: vera.id }, vera)).statusCode).toBe(403);
  });
});

describe("CSV exports", () => {
  it("exports the range's bookings with BOM, quoting, neutralised formulas and the caller's language", async () => {
    const csvTenant = await createTenant(t.db);
    const a = apiFor(t.app, csvTenant);
    const boss = await createUser(t.db, { tenant: csvTenant, role: "OWNER" });
    const evil = await createUser(t.db, { tenant: csvTenant, firstName: '=HYPERLINK("http://x")' });
    await t.db.user.update({ where: { id: evil.id }, data: { lastName: 'Smith, "Jr"', phone: "+79161112233" } });
    const service = await createService(t.db, csvTenant, { name: "Массаж", priceMinor: 150000 });
    const date = localDate(csvTenant, 4);
    const [slot] = await createSlots(t.db, csvTenant, { dates: [date], startTime: "10:00", endTime: "10:30" });
    const booking = await createBookingRow(t.db, { tenant: csvTenant, user: evil, service, slots: [slot!] });
    // Another tenant's booking on the same date never appears.
    const other = await createTenant(t.db);
    const [otherSlot] = await createSlots(t.db, other, { dates: [date], startTime: "10:00", endTime: "10:30" });
    const otherBooking = await createBookingRow(t.db, {
      tenant: other,
      user: await createUser(t.db, { tenant: other, firstName: "Outsider" }),
      service: await createService(t.db, other),
      slots: [otherSlot!],
    });

    const res = await ok(await a({ url: `/api/admin/bookings/export?from=${date}&to=${date}&lang=en`, as: boss }));
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="bookings-${csvTenant.slug}-${date}_${date}.csv"; filename*=UTF-8''bookings-${csvTenant.slug}-${date}_${date}.csv`,
    );
    const raw = res.rawPayload.toString("utf8");
    expect(
      raw.startsWith(
        "\uFEFFDate,Start,End,Service,Client,Phone,Email,Telegram,Status,No-show,Answers,Price,Currency,Created,Booking id\r\n",
      ),
    ).toBe(true);
    const lines = raw.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${date},10:00,10:30,Массаж,"'=HYPERLINK(""http://x"") Smith, ""Jr""",+79161112233,${evil.email},,Pending,,,1500,${csvTenant.currency},${booking.createdAt.toISOString()},${booking.id}`,
    );
    expect(raw).not.toContain(otherBooking.id);
    expect(raw).not.toContain("Outsider");

    await t.db.user.update({ where: { id: boss.id }, data: { language: "ru" } });
    const ru = (await ok(await a({ url: `/api/admin/bookings/export?from=${date}&to=${date}`, as: boss }))).rawPayload.toString("utf8");
    expect(ru.startsWith("\uFEFFДата,Начало,Конец,Услуга,Клиент,Телефон")).toBe(true);
    expect(ru).toContain(",Ожидает,");
    const tooLong = await a({ url: `/api/admin/bookings/export?from=${localDate(csvTenant, -400)}&to=${date}`, as: boss });
    expect([tooLong.statusCode, errorOf(tooLong)]).toEqual([400, "DATE_RANGE_TOO_LONG"]);
    expect((await a({ url: "/api/admin/bookings/export", as: evil })).statusCode).toBe(403);
  });

  it("exports the tenant's clients with counts and notes, no other tenant's", async () => {
    await t.db.clientNote.upsert({
      where: { tenantId_userId: { tenantId: tenant.id, userId: vera.id } },
      create: { tenantId: tenant.id, userId: vera.id, note: "@VIP\nline two" },
      update: { note: "@VIP\nline two" },
    });
    const res = await ok(await api({ url: "/api/admin/clients/export?lang=en", as: owner }));
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="clients-${tenant.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const raw = res.rawPayload.toString("utf8");
    expect(raw.startsWith("\uFEFFName,Phone,Email,Telegram,Joined,Visits,No-shows,Upcoming,Cancelled,Last booking,Note\r\n")).toBe(true);
    const veraLine = raw.split("\r\n").find((line) => line.startsWith("Vera,"))!;
    expect(veraLine).toContain(`,"'@VIP\nline two"`);
    const members = await t.db.membership.count({ where: { tenantId: tenant.id, role: "CUSTOMER" } });
    expect(
      (await api({ url: "/api/admin/clients/export?lang=en", as: owner })).body
        .split("\r\n")
        .filter((line) => line && !line.startsWith("line two")).length - 1,
    ).toBe(members);
    expect(raw).not.toContain(owner.email!);
  });
});

describe("races on PostgreSQL (real HTTP)", async () => {
  const { isPostgres } = await getTestDatabase();
  if (!isPostgres) console.warn("[desk] SKIPPED: phone-in and bulk-confirm races need TEST_DATABASE_URL (PostgreSQL)");
  let listening: Promise<Call> | undefined;
  const raceCall = () => (listening ??= listenForRaces(t));

  it.skipIf(!isPostgres)("a phone-in booking racing a customer for one slot: exactly one wins, the slot is the winner's", async () => {
    const call = await raceCall();
    for (let round = 0; round < 8; round++) {
      const slot = (
        await createSlots(t.db, tenant, { dates: [localDate(tenant, 50)], startTime: `${10 + round}:00`, endTime: `${10 + round}:30` })
      )[0]!;
      const [customer, caller] = [await createUser(t.db, { tenant }), await createUser(t.db, { tenant })];
      const replies = await Promise.all([
        call(tenant, "POST", "/api/admin/bookings", owner, { serviceId: massage.id, slotId: slot.id, clientId: caller.id }),
        call(tenant, "POST", "/api/bookings", customer, { serviceId: massage.id, slotId: slot.id }),
      ]);
      expect(tally(replies)).toEqual({ "201": 1, "409 SLOT_TAKEN": 1 });
      const winner = replies.find((reply) => reply.status === 201)!;
      expect((await t.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId).toBe(winner.body.id);
      expect(await t.db.booking.count({ where: { slots: { some: { id: slot.id } } } })).toBe(1);
    }
  });

  it.skipIf(!isPostgres)("bulk confirm racing a customer's cancel: one of them wins, whole", async () => {
    const call = await raceCall();
    for (let round = 0; round < 6; round++) {
      const mine = await book(vera, massage);
      const theirs = await book(oleg, massage);
      const [confirm, cancel] = await Promise.all([
        call(tenant, "POST", "/api/admin/bookings/confirm", owner, { ids: [mine.id, theirs.id] }),
        call(tenant, "DELETE", `/api/bookings/${theirs.id}`, oleg),
      ]);
      const statuses = (await t.db.booking.findMany({ where: { id: { in: [mine.id, theirs.id] } }, orderBy: { id: "asc" } })).map(
        (b) => b.status,
      );
      if (confirm.status === 200) {
        expect([cancel.status, cancel.body.error]).toEqual([409, "BOOKING_NOT_CANCELLABLE"]);
        expect(statuses).toEqual(["CONFIRMED", "CONFIRMED"]);
      } else {
        expect([confirm.status, confirm.body.error, cancel.status]).toEqual([409, "INVALID_STATUS_TRANSITION", 200]);
        expect((await t.db.booking.findUniqueOrThrow({ where: { id: mine.id } })).status).toBe("PENDING");
      }
    }
  });
});
