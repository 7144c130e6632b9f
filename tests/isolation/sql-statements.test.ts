// RAW SQL THAT NAMES tenantId: one case per statement of every reviewed `*-sql.ts` module (the
// scope rules test keeps such SQL in those modules). The scoped client cannot add tenantId to raw
// SQL, so each statement must do it itself: every case runs the statement for tenant A with tenant
// B's rows at hand and proves nothing of B is read, returned or changed, and that A's own rows are
// (so the case is not vacuous). A statement without a case fails the first test.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sqlOf, type Booking, type Db, type Service, type Slot, type Sql, type Tenant, type User } from "@booking/db";
import { lookUpCaller, scopedDb, sha256 } from "@booking/core";
import { getTestDatabase } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { callerByTenantId, membershipOf } from "../../packages/core/src/auth/identity-sql.ts";
import {
  enabledProvidersOf,
  paymentTenantById,
  paymentTenantByProviderId,
  rememberKey,
} from "../../packages/core/src/billing/billing-sql.ts";
import {
  deleteUnbookedSlots,
  holdSlots,
  holdSlotsForUser,
  insertHeldBooking,
  lockBooking,
  lockExpertForBuffer,
  lockTenantForBookingCount,
  serviceAndWindow,
  serviceForBooking,
  slotsFromStart,
  slotsInRange,
} from "../../packages/core/src/booking/booking-sql.ts";
import { defaultExpertId } from "../../packages/core/src/booking/experts.ts";
import { liveHoldsOf, lockHoldsOf } from "../../packages/core/src/booking/hold-sql.ts";
import { calendarStatement } from "../../packages/core/src/desk/calendar-sql.ts";
import { listActiveServices } from "../../packages/core/src/services/list-services.ts";
import { botConfigTenant } from "../../packages/core/src/telegram/telegram-sql.ts";
import { userTenants } from "../../packages/core/src/users/users-sql.ts";
import { userDataTenants } from "../../packages/core/src/privacy/privacy-sql.ts";
import { nextFreeStarts } from "../../packages/core/src/storefront/next-free-sql.ts";
import { deleteFreeSlots, lockExpertSchedule } from "../../packages/core/src/schedule/schedule-sql.ts";
import { apiKeyCaller } from "../../packages/core/src/api-access/api-key-sql.ts";
import { invitationTenant } from "../../packages/core/src/team/invitations.ts";
import { slotsOfExperts } from "../../packages/core/src/experts/experts-sql.ts";
import { availableDaysOf } from "../../packages/core/src/booking/available-days-sql.ts";
import { calendarStaleSince, pruneCalendarChanges } from "../../packages/core/src/booking/calendar-change-sql.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every `*-sql.ts` module's statements (by name) and exported raw-SQL functions (by name). */
function reviewedStatements(): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, "packages"), { recursive: true }) as string[]) {
    if (!entry.endsWith("-sql.ts") || entry.includes("node_modules")) continue;
    const source = readFileSync(path.join(ROOT, "packages", entry), "utf8");
    for (const [, name] of source.matchAll(/\bstatement(?:<[\s\S]*?>)?\(\s*"(\w+)"/g)) names.push(name!);
    for (const block of source.split(/\n(?=export )/)) {
      const fn = /^export (?:async )?function (\w+)/.exec(block);
      if (fn && /\$queryRaw|\$executeRaw/.test(block)) names.push(fn[1]!);
    }
  }
  return names.sort();
}

interface Side {
  tenant: Tenant;
  user: User & { token: string };
  service: Service;
  expertId: string;
  /** Free slots on one day (index 0 is never taken by a case). */
  free: Slot[];
  booking: Booking;
  paymentId: string;
  providerPaymentId: string;
  botConfigId: string;
  apiKey: string;
}

let db: Db;
let sql: Sql;
let a: Side;
let b: Side;

async function side(day: number): Promise<Side> {
  const tenant = await createTenant(db);
  const user = await createUser(db, { tenant, role: "OWNER" });
  const service = await createService(db, tenant);
  const slots = await createSlots(db, tenant, { dates: [localDate(tenant, day)], startTime: "09:00", endTime: "13:00" });
  const booking = await createBookingRow(db, { tenant, user, service, slots: [slots.at(-1)!] });
  const providerPaymentId = `pp-${randomUUID()}`;
  const payment = await db.payment.create({
    data: {
      tenantId: tenant.id,
      purpose: "BOOKING",
      provider: "YOOKASSA",
      providerPaymentId,
      amountMinor: 2500,
      currency: "USD",
      bookingId: booking.id,
      idempotenceKey: randomUUID(),
    },
  });
  const bot = await db.botConfig.create({ data: { tenantId: tenant.id, isActive: false } });
  const apiKey = `bk_${randomUUID()}`;
  await db.apiKey.create({
    data: { tenantId: tenant.id, name: "k", scopes: ["bookings:read"], prefix: "bk_", keyHash: sha256(apiKey), createdById: user.id },
  });
  return {
    tenant,
    user,
    service,
    expertId: await defaultExpert(db, tenant),
    free: slots.slice(0, -1),
    booking,
    paymentId: payment.id,
    providerPaymentId,
    botConfigId: bot.id,
    apiKey,
  };
}

/** A write to the side's slots that changes nothing: its change-log row is what the calendar cases need. */
const touchSlotsOf = (s: Side) =>
  db.$executeRawUnsafe(`UPDATE "Slot" SET "createdAt" = "createdAt" WHERE "tenantId" = $1::uuid`, s.tenant.id);
const changeRowsOf = (s: Side) => db.calendarChange.count({ where: { tenantId: s.tenant.id } });
const slotRow = (slot: Slot) => db.slot.findUniqueOrThrow({ where: { id: slot.id } });
const dayRange = (s: Side) => ({
  from: new Date(s.free[0]!.startsAt.getTime() - 3_600_000),
  until: new Date(s.free.at(-1)!.endsAt.getTime() + 7_200_000),
});

/** From yesterday to 90 days ahead: both sides' days. */
const wideRange = () => [new Date(Date.now() - 86_400_000), new Date(Date.now() + 90 * 86_400_000)];

/** Tenant A's booking of `slot` (A's own, or B's for the cross-tenant attempt). */
function newBooking(slot: Slot) {
  const now = new Date();
  return {
    id: randomUUID(),
    tenantId: a.tenant.id,
    userId: a.user.id,
    serviceId: a.service.id,
    expertId: a.expertId,
    minNoticeMinutes: 0,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    priceMinor: 0,
    currency: "USD",
    createdAt: now,
    historyId: randomUUID(),
    membershipId: randomUUID(),
    slotIds: [slot.id],
    notification: { id: randomUUID(), queue: "sql-statements-test", payload: {}, runAt: new Date(2000, 0, 1) },
    intakeAnswers: null,
    sessionLocation: null,
  };
}

/** A's days summary counts A's slots only, whether it names B's expert, B's service or nobody. */
async function expectOwnDaysOnly(bufferMinutes: number) {
  const [from, until] = wideRange();
  const days = (experts: string[] | null, serviceId: string | null = null) =>
    availableDaysOf(sql, {
      tenantId: a.tenant.id,
      readFrom: from!,
      readUntil: until!,
      experts,
      viewerId: null,
      serviceId,
      slotMinutes: 30,
      bufferMinutes,
      notBefore: new Date(),
      startsFrom: from!,
      startsUntil: until!,
      timeZone: a.tenant.timeZone,
    });
  expect(await days([b.expertId])).toEqual([]);
  const own = await days(null);
  expect(own.map((day) => day.date)).toEqual([localDate(a.tenant, 0, a.free[0]!.startsAt)]);
  expect(await days([a.expertId, b.expertId])).toEqual(own);
  // B's service is unknown to A: one slot's length, as without a service.
  expect(await days(null, b.service.id)).toEqual(own);
}

/** Each case: tenant A's call cannot see or touch B, and does see A. */
const CASES: Record<string, () => Promise<void>> = {
  async hold_slots() {
    expect(await holdSlots(sql, a.tenant.id, a.booking.id, a.expertId, [b.free[1]!.id])).toBe(0);
    expect((await slotRow(b.free[1]!)).bookingId).toBeNull();
    expect(await holdSlots(sql, a.tenant.id, a.booking.id, a.expertId, [a.free[1]!.id])).toBe(1);
  },
  async hold_slots_for_user() {
    expect(await holdSlotsForUser(sql, a.tenant.id, a.expertId, a.user.id, [b.free[4]!.id], 600)).toBe(0);
    expect((await slotRow(b.free[4]!)).heldUntil).toBeNull();
    expect(await holdSlotsForUser(sql, a.tenant.id, a.expertId, a.user.id, [a.free[4]!.id], 600)).toBe(1);
    expect((await slotRow(a.free[4]!)).heldForUserId).toBe(a.user.id);
  },
  async insert_held_booking() {
    const foreign = newBooking(b.free[2]!);
    expect(await insertHeldBooking(sql, foreign)).toMatchObject({ held: 0 });
    expect(await db.booking.findUnique({ where: { id: foreign.id } })).toBeNull();
    expect((await slotRow(b.free[2]!)).bookingId).toBeNull();
    const own = newBooking(a.free[2]!);
    expect(await insertHeldBooking(sql, own)).toMatchObject({ held: 1 });
    expect((await slotRow(a.free[2]!)).bookingId).toBe(own.id);
    await db.job.deleteMany({ where: { queue: "sql-statements-test" } });
  },
  async slots_from_start() {
    expect(await slotsFromStart(sql, a.tenant.id, b.free[0]!.id, b.service.id)).toEqual([]);
    expect(await slotsFromStart(sql, a.tenant.id, b.free[0]!.id, a.service.id)).toEqual([]);
    expect((await slotsFromStart(sql, a.tenant.id, a.free[0]!.id, a.service.id)).map((s) => s.id)).toEqual([a.free[0]!.id]);
  },
  async bookable_service() {
    expect(await serviceForBooking(sql, a.tenant.id, b.service.id)).toBeUndefined();
    expect((await serviceForBooking(sql, a.tenant.id, a.service.id))?.id).toBe(a.service.id);
  },
  async service_and_window() {
    expect(await serviceAndWindow(sql, a.tenant.id, b.free[0]!.id, b.service.id)).toEqual({ service: undefined, window: [] });
    const mixed = await serviceAndWindow(sql, a.tenant.id, b.free[0]!.id, a.service.id);
    expect([mixed.service?.id, mixed.window]).toEqual([a.service.id, []]);
    expect((await serviceAndWindow(sql, a.tenant.id, a.free[0]!.id, a.service.id)).window.map((s) => s.id)).toEqual([a.free[0]!.id]);
  },
  async slots_in_range() {
    await expectOnlyOwnSlots("all");
  },
  async default_expert_slots_in_range() {
    await expectOnlyOwnSlots("defaultExpert");
  },
  async calendar_week() {
    const rows = async (expert: string | null) => sql.rows(calendarStatement, [a.tenant.id, ...wideRange(), expert, new Date()]);
    const own = await rows(null);
    const ids = own.map((row) => row.id);
    expect(own.filter((row) => row.kind === "expert").map((row) => row.id)).toEqual([a.expertId]);
    expect(ids).toContain(a.booking.id);
    expect(ids).toContain(a.free[0]!.id);
    const ofB = [b.expertId, b.booking.id, ...b.free.map((slot) => slot.id)];
    expect(ids.filter((id) => ofB.includes(id))).toEqual([]);
    // B's expert id as the filter: A's experts only, none of B's bookings or slots.
    expect((await rows(b.expertId)).filter((row) => row.kind !== "expert")).toEqual([]);
  },
  async default_expert() {
    expect(await defaultExpertId(sql, a.tenant.id)).toBe(a.expertId);
    expect(a.expertId).not.toBe(b.expertId);
  },
  async active_services() {
    const ids = (await listActiveServices(sql, a.tenant.id)).map((s) => s.id);
    expect(ids).toEqual([a.service.id]);
  },
  async caller_by_slug() {
    const asStranger = await lookUpCaller(sql, { slug: a.tenant.slug }, b.user.token);
    expect([asStranger.tenant.id, asStranger.bearer?.user.id, asStranger.bearer?.membership]).toEqual([a.tenant.id, b.user.id, null]);
    expect((await lookUpCaller(sql, { slug: a.tenant.slug }, a.user.token)).bearer?.membership?.tenantId).toBe(a.tenant.id);
  },
  async caller_by_tenant_id() {
    const [stranger] = await sql.rows(callerByTenantId, [a.tenant.id, sha256(b.user.token)]);
    expect([stranger?.["t.id"], stranger?.["u.id"], stranger?.["m.id"]]).toEqual([a.tenant.id, b.user.id, null]);
    const [member] = await sql.rows(callerByTenantId, [a.tenant.id, sha256(a.user.token)]);
    expect(member?.["m.tenantId"]).toBe(a.tenant.id);
  },
  async membership_of() {
    expect(await sql.rows(membershipOf, [a.tenant.id, b.user.id])).toEqual([]);
    expect((await sql.rows(membershipOf, [a.tenant.id, a.user.id])).map((m) => m.tenantId)).toEqual([a.tenant.id]);
  },
  async user_data_tenants() {
    // A's user's data is at A only; B's consents, notes and waitlist rows never name A's user.
    expect((await sql.rows(userDataTenants, [a.user.id])).map((m) => m.tenantId)).toEqual([a.tenant.id]);
    expect((await sql.rows(userDataTenants, [b.user.id])).map((m) => m.tenantId)).toEqual([b.tenant.id]);
  },
  async storefront_next_free() {
    // Tenant A's next free times name A's services and experts only, never B's.
    const rows = await sql.rows(nextFreeStarts, [a.tenant.id, new Date(), new Date(Date.now() + 90 * 86_400_000), 0, false]);
    expect(rows.map((row) => row.serviceId)).toContain(a.service.id);
    expect(rows.map((row) => row.serviceId)).not.toContain(b.service.id);
    expect(new Set(rows.map((row) => row.expertId))).toEqual(new Set([a.expertId]));
  },
  async user_tenants() {
    expect((await sql.rows(userTenants, [a.user.id])).map((m) => m.tenantId)).toEqual([a.tenant.id]);
    expect((await sql.rows(userTenants, [b.user.id])).map((m) => m.tenantId)).toEqual([b.tenant.id]);
  },
  async experts_slots_in_range() {
    // Even naming B's expert, tenant A's read returns none of B's slots.
    const range = dayRange(a);
    expect(await slotsOfExperts(sql, a.tenant.id, [b.expertId], range.from, range.until)).toEqual([]);
    const own = await slotsOfExperts(sql, a.tenant.id, [a.expertId, b.expertId], range.from, range.until);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((slot) => slot.expertId))).toEqual(new Set([a.expertId]));
  },
  async calendar_stale() {
    const [row] = await db.$queryRawUnsafe<{ snapshot: string }[]>(`SELECT pg_current_snapshot()::text AS snapshot`);
    const snapshot = row!.snapshot;
    await touchSlotsOf(b);
    expect(await calendarStaleSince(sql, a.tenant.id, snapshot, null)).toBe(false);
    await touchSlotsOf(a);
    expect(await calendarStaleSince(sql, a.tenant.id, snapshot, null)).toBe(true);
  },
  // Cross-tenant by nature (hourly housekeeping, like the schedule roll): it names no tenant, and
  // takes old rows of every tenant alike and nothing younger than its bound.
  async prune_calendar_changes() {
    await Promise.all([touchSlotsOf(a), touchSlotsOf(b)]);
    const [youngA, youngB] = await Promise.all([changeRowsOf(a), changeRowsOf(b)]);
    const old = new Date(Date.now() - 3_600_000);
    await db.calendarChange.createMany({
      data: [
        { tenantId: a.tenant.id, xact: 1n, at: old },
        { tenantId: b.tenant.id, xact: 1n, at: old },
      ],
    });
    expect(await pruneCalendarChanges(sql, 1_800)).toBeGreaterThanOrEqual(2);
    expect([await changeRowsOf(a), await changeRowsOf(b)]).toEqual([youngA, youngB]);
  },
  async available_days() {
    await expectOwnDaysOnly(0);
  },
  async available_days_with_buffer() {
    await expectOwnDaysOnly(30);
  },
  async api_key_caller() {
    // A key names its own tenant, and the creator's membership there only (B's owner is not A's member).
    const [ofA] = await sql.rows(apiKeyCaller, [sha256(a.apiKey)]);
    expect([ofA?.["k.tenantId"], ofA?.["t.id"], ofA?.["u.id"], ofA?.["m.tenantId"]]).toEqual([
      a.tenant.id,
      a.tenant.id,
      a.user.id,
      a.tenant.id,
    ]);
    const [ofB] = await sql.rows(apiKeyCaller, [sha256(b.apiKey)]);
    expect([ofB?.["t.id"], ofB?.["m.tenantId"]]).toEqual([b.tenant.id, b.tenant.id]);
    await db.membership.create({ data: { tenantId: b.tenant.id, userId: a.user.id, role: "ADMIN" } });
    const [again] = await sql.rows(apiKeyCaller, [sha256(a.apiKey)]);
    expect(again?.["m.tenantId"], "A's key never carries the creator's membership in B").toBe(a.tenant.id);
    await db.membership.deleteMany({ where: { tenantId: b.tenant.id, userId: a.user.id } });
  },
  async invitation_tenant() {
    // The token alone names the page: A's token finds A, B's finds B, an unknown one nothing.
    const tokens = await Promise.all(
      [a, b].map(async (s) => {
        const token = randomUUID();
        await db.teamInvitation.create({
          data: {
            tenantId: s.tenant.id,
            tokenHash: sha256(token),
            role: "ADMIN",
            channel: "EMAIL",
            expiresAt: new Date(Date.now() + 3_600_000),
          },
        });
        return token;
      }),
    );
    expect(await invitationTenant(sql, tokens[0]!)).toMatchObject({ slug: a.tenant.slug, role: "ADMIN" });
    expect(await invitationTenant(sql, tokens[1]!)).toMatchObject({ slug: b.tenant.slug });
    expect(await invitationTenant(sql, randomUUID())).toBeNull();
  },
  async bot_config_tenant() {
    expect(await sql.rows(botConfigTenant, [a.botConfigId])).toEqual([{ tenantId: a.tenant.id }]);
    expect(await sql.rows(botConfigTenant, [b.botConfigId])).toEqual([{ tenantId: b.tenant.id }]);
  },
  async enabled_payment_providers() {
    await db.paymentMethod.create({ data: { tenantId: b.tenant.id, provider: "YOOKASSA", isEnabled: true } });
    expect(await enabledProvidersOf(sql, a.tenant.id)).toEqual([]);
    await db.paymentMethod.createMany({
      data: [
        { tenantId: a.tenant.id, provider: "TBANK", isEnabled: true },
        { tenantId: a.tenant.id, provider: "YOOKASSA", isEnabled: false },
      ],
    });
    expect(await enabledProvidersOf(sql, a.tenant.id)).toEqual(["TBANK"]);
  },
  async payment_tenant_by_id() {
    expect(await sql.rows(paymentTenantById, [a.paymentId])).toEqual([{ tenantId: a.tenant.id }]);
    expect(await sql.rows(paymentTenantById, [b.paymentId])).toEqual([{ tenantId: b.tenant.id }]);
  },
  async payment_tenant_by_provider_id() {
    expect(await sql.rows(paymentTenantByProviderId, [a.providerPaymentId, ["YOOKASSA", "SBP"]])).toEqual([{ tenantId: a.tenant.id }]);
    expect(await sql.rows(paymentTenantByProviderId, [b.providerPaymentId, ["YOOKASSA"]])).toEqual([{ tenantId: b.tenant.id }]);
    // Another provider's route cannot claim the payment.
    expect(await sql.rows(paymentTenantByProviderId, [a.providerPaymentId, ["TBANK"]])).toEqual([]);
  },
  async rememberKey() {
    const keyed = { userId: b.user.id, key: `key-${randomUUID()}`, requestHash: "b".repeat(64) };
    await scopedDb(db, b.tenant.id).$transaction((tx) => rememberKey(tx, b.tenant.id, keyed, b.paymentId));
    // The same user and key in tenant A, for another request: A's own row, B's stays as it was.
    const inA = { ...keyed, requestHash: "a".repeat(64) };
    await scopedDb(db, a.tenant.id).$transaction((tx) => rememberKey(tx, a.tenant.id, inA, a.paymentId));
    const rows = await db.idempotencyKey.findMany({ where: { key: keyed.key }, orderBy: { requestHash: "asc" } });
    expect(rows.map((r) => [r.tenantId, r.requestHash[0], r.paymentId])).toEqual([
      [a.tenant.id, "a", a.paymentId],
      [b.tenant.id, "b", b.paymentId],
    ]);
  },
  async lockBooking() {
    await scopedDb(db, a.tenant.id).$transaction(async (tx) => {
      expect(await lockBooking(tx, a.tenant.id, b.booking.id)).toBeNull();
      expect((await lockBooking(tx, a.tenant.id, a.booking.id))?.tenantId).toBe(a.tenant.id);
    });
  },
  async lockHoldsOf() {
    // A's user is a customer of B too, with B's own count of pending bookings.
    await db.membership.updateMany({ where: { tenantId: a.tenant.id, userId: a.user.id }, data: { pendingBookings: 1 } });
    await db.membership.create({ data: { tenantId: b.tenant.id, userId: a.user.id, role: "CUSTOMER", pendingBookings: 3 } });
    const scoped = scopedDb(db, a.tenant.id);
    expect(await scoped.$transaction((tx) => lockHoldsOf(tx, a.tenant.id, a.user.id))).toEqual({ pending: 1 });
    expect(await scoped.$transaction((tx) => lockHoldsOf(tx, a.tenant.id, b.user.id))).toEqual({ pending: 0 });
    await db.membership.deleteMany({ where: { tenantId: b.tenant.id, userId: a.user.id } });
    await db.membership.updateMany({ where: { tenantId: a.tenant.id, userId: a.user.id }, data: { pendingBookings: 0 } });
  },
  async liveHoldsOf() {
    // One live hold of A's user at A and one at B: A's count sees its own only.
    const made = (side: Side) =>
      createSlots(db, side.tenant, { dates: [localDate(side.tenant, 27)], startTime: "10:00", endTime: "10:30" });
    const [ofA, ofB] = [await made(a), await made(b)];
    const scoped = scopedDb(db, a.tenant.id);
    const count = (except: string[]) => scoped.$transaction((tx) => liveHoldsOf(tx, a.tenant.id, a.user.id, except));
    // Earlier cases may have left holds of A's user at A: count from what is there.
    const before = await count([]);
    const hold = { heldForUserId: a.user.id, heldUntil: new Date(Date.now() + 600_000) };
    await db.slot.updateMany({ where: { id: { in: ofA.map((slot) => slot.id) } }, data: { ...hold, holdId: randomUUID() } });
    await db.slot.updateMany({ where: { id: { in: ofB.map((slot) => slot.id) } }, data: { ...hold, holdId: randomUUID() } });
    try {
      expect(await count([])).toBe(before + 1);
      expect(await count([ofA[0]!.id])).toBe(before);
    } finally {
      await db.slot.deleteMany({ where: { id: { in: [...ofA, ...ofB].map((slot) => slot.id) } } });
    }
  },
  async lockTenantForBookingCount() {
    await scopedDb(db, a.tenant.id).$transaction(async (tx) => {
      expect(await lockTenantForBookingCount(tx, a.tenant.id)).toBe(a.tenant.plan);
    });
  },
  async deleteFreeSlots() {
    const made = (side: Side) =>
      createSlots(db, side.tenant, { dates: [localDate(side.tenant, 25)], startTime: "10:00", endTime: "11:00" });
    const [ofA, ofB] = [await made(a), await made(b)];
    const tx = (work: (tx: Parameters<Parameters<ReturnType<typeof scopedDb>["$transaction"]>[0]>[0]) => Promise<number>) =>
      scopedDb(db, a.tenant.id).$transaction(work);
    // B's slots named with A's tenant (and either expert) stay.
    const idsOfB = ofB.map((slot) => slot.id);
    expect(await tx((t) => deleteFreeSlots(t, a.tenant.id, b.expertId, idsOfB))).toBe(0);
    expect(await tx((t) => deleteFreeSlots(t, a.tenant.id, a.expertId, idsOfB))).toBe(0);
    expect(await db.slot.count({ where: { id: { in: idsOfB } } })).toBe(2);
    // A's free slot named goes; A's held one stays.
    await db.slot.update({ where: { id: ofA[1]!.id }, data: { heldForUserId: a.user.id, heldUntil: new Date(Date.now() + 600_000) } });
    expect(
      await tx((t) =>
        deleteFreeSlots(
          t,
          a.tenant.id,
          a.expertId,
          ofA.map((slot) => slot.id),
        ),
      ),
    ).toBe(1);
    expect(await db.slot.count({ where: { id: { in: ofA.map((slot) => slot.id) } } })).toBe(1);
    // Later cases count each side's free slots: these are not theirs.
    await db.slot.deleteMany({ where: { id: { in: [...ofA, ...ofB].map((slot) => slot.id) } } });
  },
  async lockExpertForBuffer() {
    const scoped = scopedDb(db, a.tenant.id);
    expect(await scoped.$transaction((t) => lockExpertForBuffer(t, a.tenant.id, b.expertId))).toBe(false);
    expect(await scoped.$transaction((t) => lockExpertForBuffer(t, a.tenant.id, a.expertId))).toBe(true);
  },
  async lockExpertSchedule() {
    for (const side of [a, b]) {
      await db.expertSchedule.create({ data: { tenantId: side.tenant.id, expertId: side.expertId, weekly: [], overrides: [] } });
    }
    const scoped = scopedDb(db, a.tenant.id);
    expect(await scoped.$transaction((t) => lockExpertSchedule(t, a.tenant.id, b.expertId))).toBeNull();
    expect(await scoped.$transaction((t) => lockExpertSchedule(t, a.tenant.id, a.expertId))).toMatchObject({ weekly: [], overrides: [] });
  },
  async deleteUnbookedSlots() {
    const both = {
      from: new Date(Math.min(dayRange(a).from.getTime(), dayRange(b).from.getTime())),
      until: new Date(Math.max(dayRange(a).until.getTime(), dayRange(b).until.getTime())),
    };
    const before = await db.slot.count({ where: { tenantId: b.tenant.id } });
    const deleted = await scopedDb(db, a.tenant.id).$transaction((tx) => deleteUnbookedSlots(tx, a.tenant.id, both.from, both.until));
    expect(await db.slot.count({ where: { tenantId: b.tenant.id } })).toBe(before);
    expect(deleted).toBeGreaterThan(0);
    expect(await db.slot.count({ where: { tenantId: a.tenant.id, bookingId: null } })).toBe(0);
  },
};

async function expectOnlyOwnSlots(experts: "all" | "defaultExpert") {
  const { from, until } = dayRange(a);
  const wide = {
    from: new Date(Math.min(from.getTime(), dayRange(b).from.getTime())),
    until: new Date(Math.max(until.getTime(), dayRange(b).until.getTime())),
  };
  const ids = new Set((await slotsInRange(sql, a.tenant.id, wide.from, wide.until, experts)).map((s) => s.id));
  const own = await db.slot.findMany({ where: { tenantId: a.tenant.id }, select: { id: true } });
  expect(ids).toEqual(new Set(own.map((s) => s.id)));
}

beforeAll(async () => {
  ({ db } = await getTestDatabase());
  sql = sqlOf(db);
  a = await side(20);
  b = await side(20);
});

describe("raw SQL naming tenantId (one case per reviewed statement)", () => {
  it("every statement of every *-sql.ts module has a case here", () => {
    expect(Object.keys(CASES).sort()).toEqual(reviewedStatements());
  });

  // In this order: the last case deletes A's free slots.
  for (const [name, run] of Object.entries(CASES)) it(name, run);
});
