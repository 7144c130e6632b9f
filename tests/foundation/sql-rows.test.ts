// Every prepared statement (@booking/db sql.ts) runs here, on the pool and through Prisma's raw
// API (inside transactions), and each real row must parse with the statement's declared row
// schema (strict zod objects: no missing, extra or mistyped column). A new statement without a
// case below fails the first test. Statements named "test_*" belong to other tests.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import "@booking/core";
import { definedStatements, prismaSql, sqlOf, type Db, type Tenant } from "@booking/db";
import { sha256, uuidV7 } from "@booking/core";
import { createSubscriptionPaymentRow } from "../support/billing-fixtures.ts";
import { createBookingRow, createService, createSlots, defaultExpert, localDate } from "../support/booking-fixtures.ts";
import { getTestDatabase, uniq } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";

interface Fixtures {
  tenant: Tenant;
  token: string;
  userId: string;
  serviceId: string;
  expertId: string;
  /** Free future slots, one per statement that takes some. */
  freeSlots: string[];
  bookingId: string;
  /** The first slot of the booking's window. */
  bookedSlot: string;
  paymentId: string;
  providerPaymentId: string;
  botConfigId: string;
  apiKey: string;
  invitationToken: string;
}

/** Each statement's parameters, chosen so it returns at least one row. */
const CASES: Record<string, (f: Fixtures) => unknown[]> = {
  tenant_by_slug: (f) => [f.tenant.slug],
  tenant_by_domain: (f) => [f.tenant.customDomain],
  caller_by_slug: (f) => [f.tenant.slug, sha256(f.token)],
  caller_by_tenant_id: (f) => [f.tenant.id, "no-such-token-hash"],
  membership_of: (f) => [f.tenant.id, f.userId],
  user_tenants: (f) => [f.userId],
  user_data_tenants: (f) => [f.userId],
  active_services: (f) => [f.tenant.id],
  default_expert: (f) => [f.tenant.id],
  calendar_week: (f) => [f.tenant.id, new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000), null, new Date()],
  hold_slots: (f) => [f.tenant.id, [f.freeSlots[0]], f.bookingId, f.expertId, 0, null],
  hold_slots_for_user: (f) => [f.tenant.id, [f.freeSlots[2]], f.expertId, f.userId, 600, 1, randomUUID()],
  insert_held_booking: (f) => {
    const now = new Date();
    return [
      f.tenant.id,
      [f.freeSlots[1]],
      uuidV7(),
      f.userId,
      f.serviceId,
      now,
      new Date(now.getTime() + 30 * 60_000),
      100,
      "USD",
      now,
      1,
      uuidV7(),
      uuidV7(),
      randomUUID(),
      "telegram-notify",
      JSON.stringify({}),
      now,
      f.expertId,
      0,
      null,
      JSON.stringify([]),
      JSON.stringify({ kind: "phone" }),
    ];
  },
  slots_from_start: (f) => [f.tenant.id, f.bookedSlot, f.serviceId],
  bookable_service: (f) => [f.tenant.id, f.serviceId],
  service_and_window: (f) => [f.tenant.id, f.bookedSlot, f.serviceId],
  slots_in_range: (f) => [f.tenant.id, new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000)],
  default_expert_slots_in_range: (f) => [f.tenant.id, new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000)],
  payment_tenant_by_id: (f) => [f.paymentId],
  payment_tenant_by_provider_id: (f) => [f.providerPaymentId, ["YOOKASSA"]],
  bot_config_tenant: (f) => [f.botConfigId],
  api_key_caller: (f) => [sha256(f.apiKey)],
  invitation_tenant: (f) => [sha256(f.invitationToken)],
  storefront_next_free: (f) => [f.tenant.id, new Date(), new Date(Date.now() + 30 * 86_400_000), 0, false],
  experts_slots_in_range: (f) => [f.tenant.id, new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000), [f.expertId]],
  // A snapshot that sees no transaction: the fixtures' slot writes count as changes since it.
  calendar_stale: (f) => [f.tenant.id, "1", "1:1:", null],
  prune_calendar_changes: () => [86_400],
  enabled_payment_providers: (f) => [f.tenant.id],
  available_days: (f) => {
    const [from, until] = [new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000)];
    return [f.tenant.id, from, until, null, null, null, 30, 0, new Date(), from, until, f.tenant.timeZone];
  },
  available_days_with_buffer: (f) => {
    const [from, until] = [new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000)];
    return [f.tenant.id, from, until, [f.expertId], f.userId, null, 30, 15, new Date(), from, until, f.tenant.timeZone];
  },
};

let db: Db;
let fixtures: Fixtures;
const statements = () => definedStatements().filter((st) => !st.name.startsWith("test_"));

beforeAll(async () => {
  ({ db } = await getTestDatabase());
  const tenant = await createTenant(db, { customDomain: `${uniq("rows")}.example.test` });
  const user = await createUser(db, { tenant, telegramId: BigInt(Date.now()) * 1000n });
  const service = await createService(db, tenant, { durationMinutes: 60 });
  const slots = await createSlots(db, tenant, { dates: [localDate(tenant, 3)], startTime: "10:00", endTime: "13:00" });
  const booking = await createBookingRow(db, { tenant, user, service, slots: slots.slice(0, 2) });
  // An hour nobody takes, so storefront_next_free finds the service a time.
  await createSlots(db, tenant, { dates: [localDate(tenant, 4)], startTime: "10:00", endTime: "11:00" });
  const providerPaymentId = uniq("pay");
  const payment = await createSubscriptionPaymentRow(db, tenant, { providerPaymentId });
  const botConfig = await db.botConfig.create({ data: { tenantId: tenant.id } });
  await db.paymentMethod.create({ data: { tenantId: tenant.id, provider: "YOOKASSA", isEnabled: true } });
  const apiKey = `bk_${uniq("key")}`;
  await db.apiKey.create({
    data: { tenantId: tenant.id, name: "k", scopes: ["bookings:read"], prefix: "bk_", keyHash: sha256(apiKey), createdById: user.id },
  });
  const invitationToken = uniq("inv");
  await db.teamInvitation.create({
    data: {
      tenantId: tenant.id,
      tokenHash: sha256(invitationToken),
      role: "ADMIN",
      channel: "EMAIL",
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  fixtures = {
    tenant,
    token: user.token,
    userId: user.id,
    serviceId: service.id,
    expertId: await defaultExpert(db, tenant),
    freeSlots: slots.slice(2).map((slot) => slot.id),
    bookingId: booking.id,
    bookedSlot: slots[0]!.id,
    paymentId: payment.id,
    providerPaymentId,
    botConfigId: botConfig.id,
    invitationToken,
    apiKey,
  };
});

describe("prepared statements and their row schemas", () => {
  it("every statement has a case", () => {
    expect(
      statements()
        .map((st) => st.name)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))("%s returns exactly its declared columns and types", async (name) => {
    const st = statements().find((candidate) => candidate.name === name)!;
    const values = CASES[name]!(fixtures);
    const onPool = await sqlOf(db).rows(st, values);
    // Write statements ran once already: inside the transaction they find nothing left to take,
    // which still returns their row.
    const inTransaction = await db.$transaction((tx) => prismaSql(tx).rows(st, values));
    for (const rows of [onPool, inTransaction]) {
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        const parsed = st.row.safeParse(row);
        expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it("catches a column the schema does not declare, and a mistyped one", () => {
    const tenantBySlug = statements().find((st) => st.name === "tenant_by_slug")!;
    const row = { ...fixtures.tenant };
    expect(tenantBySlug.row.safeParse(row).success).toBe(true);
    expect(tenantBySlug.row.safeParse({ ...row, extra: 1 }).success).toBe(false);
    expect(tenantBySlug.row.safeParse({ ...row, createdAt: row.createdAt.toISOString() }).success).toBe(false);
  });
});
