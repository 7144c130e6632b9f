// Idempotency edges (issue 29.7). Every idempotent create writes its answer in its own transaction:
// when storing the answer fails, the create rolls back with it, so a retry after the claim's lease
// creates once (before, the create had committed and the retry made a duplicate). Bodies compare as
// canonical JSON (the same body with its keys in another order is the same request). Secrets shown
// once (API keys, webhook secrets, invitation links) are never stored for a replay: a repeat answers
// them as null.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { appRouter, procedureTable } from "@booking/trpc";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember } from "../support/expert-fixtures.ts";
import { api } from "../support/identity.ts";

type Person = User & { token: string };
let t: TestApp;
let day = 3;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0, webhooksAllowPrivate: true });
  // Storing an answer fails for the keys listed in this table: a failure after the create's own
  // work, as a lost connection or a crash between the create and its answer would be.
  await t.db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "TestFailAnswer" (key text PRIMARY KEY)`);
  await t.db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION test_fail_answer() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."completedAt" IS NOT NULL AND EXISTS (SELECT 1 FROM "TestFailAnswer" WHERE key = NEW.key) THEN
        RAISE EXCEPTION 'storing the answer failed (test)';
      END IF;
      RETURN NEW;
    END $$`);
  await t.db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_fail_answer ON "IdempotencyKey"`);
  await t.db.$executeRawUnsafe(
    `CREATE TRIGGER test_fail_answer BEFORE UPDATE ON "IdempotencyKey" FOR EACH ROW EXECUTE FUNCTION test_fail_answer()`,
  );
});
afterAll(async () => {
  await t.db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_fail_answer ON "IdempotencyKey"`);
  await t.db.$executeRawUnsafe(`DROP TABLE IF EXISTS "TestFailAnswer"`);
  await t.app.close();
});

interface Page {
  tenant: Tenant;
  owner: Person;
  customer: Person;
  expert: { user: Person; expertId: string };
  serviceId: string;
}

async function page(): Promise<Page> {
  const tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
  await t.db.tenant.update({ where: { id: tenant.id }, data: { maxPendingPerCustomer: 0 } });
  return {
    tenant,
    owner: await createUser(t.db, { tenant, role: "OWNER" }),
    customer: await createUser(t.db, { tenant }),
    expert: await createExpertMember(t.db, tenant, "Vera"),
    serviceId: (await createService(t.db, tenant, { durationMinutes: 30 })).id,
  };
}

async function freeSlot(tenant: Tenant): Promise<string> {
  const [slot] = await createSlots(t.db, tenant, { dates: [localDate(tenant, day++)], startTime: "10:00", endTime: "10:30" });
  return slot!.id;
}

/** A waitlist entry of `customer` offered a held slot, as the match job leaves it. */
async function offeredEntry(p: Page): Promise<string> {
  const slotId = await freeSlot(p.tenant);
  const offerEndsAt = new Date(Date.now() + 10 * 60_000);
  await t.db.slot.update({ where: { id: slotId }, data: { heldForUserId: p.customer.id, heldUntil: offerEndsAt } });
  const entry = await t.db.waitlistEntry.create({
    data: {
      tenantId: p.tenant.id,
      userId: p.customer.id,
      serviceId: p.serviceId,
      date: localDate(p.tenant, day - 1),
      status: "OFFERED",
      offers: 1,
      offeredSlotId: slotId,
      offerEndsAt,
    },
  });
  return entry.id;
}

interface Create {
  path: string;
  as: (p: Page) => Person;
  /** The request: its URL and body, made ready on the page (a free slot, an offer...). */
  request: (p: Page) => Promise<{ url: string; body: object }>;
  /** How many of the created thing the page holds. */
  count: (p: Page) => Promise<number>;
}

const bookings = (p: Page) => t.db.booking.count({ where: { tenantId: p.tenant.id } });
const slots = (p: Page) => t.db.slot.count({ where: { tenantId: p.tenant.id } });

/** Every idempotent create (the procedures built with idempotent*Procedure), by REST path. */
const CREATES: Record<string, Create> = {
  "bookings.create": {
    path: "POST /api/bookings",
    as: (p) => p.customer,
    request: async (p) => ({ url: "/api/bookings", body: { serviceId: p.serviceId, slotId: await freeSlot(p.tenant) } }),
    count: bookings,
  },
  "waitlist.join": {
    path: "POST /api/waitlist",
    as: (p) => p.customer,
    request: async (p) => ({ url: "/api/waitlist", body: { serviceId: p.serviceId, date: localDate(p.tenant, day++) } }),
    count: (p) => t.db.waitlistEntry.count({ where: { tenantId: p.tenant.id } }),
  },
  "waitlist.claim": {
    path: "POST /api/waitlist/{id}/claim",
    as: (p) => p.customer,
    request: async (p) => ({ url: `/api/waitlist/${await offeredEntry(p)}/claim`, body: {} }),
    count: bookings,
  },
  "admin.services.create": {
    path: "POST /api/admin/services",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/admin/services", body: { name: "Cut", description: "Cut", price: 100, duration: 30 } }),
    count: (p) => t.db.service.count({ where: { tenantId: p.tenant.id } }),
  },
  "admin.news.create": {
    path: "POST /api/admin/news",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/admin/news", body: { title: "Open", content: "We are open" } }),
    count: (p) => t.db.news.count({ where: { tenantId: p.tenant.id } }),
  },
  "admin.articles.create": {
    path: "POST /api/admin/articles",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/admin/articles", body: { title: "How to", content: "Like this" } }),
    count: (p) => t.db.article.count({ where: { tenantId: p.tenant.id } }),
  },
  "admin.availability.generate": {
    path: "POST /api/admin/availability",
    as: (p) => p.owner,
    request: async (p) => ({
      url: "/api/admin/availability",
      body: { dates: [localDate(p.tenant, day++)], startTime: "10:00", endTime: "11:00" },
    }),
    count: slots,
  },
  "admin.bookings.create": {
    path: "POST /api/admin/bookings",
    as: (p) => p.owner,
    request: async (p) => ({
      url: "/api/admin/bookings",
      body: { serviceId: p.serviceId, slotId: await freeSlot(p.tenant), clientId: p.customer.id, confirm: true },
    }),
    count: bookings,
  },
  "team.invite": {
    path: "POST /api/account/team/invitations",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/account/team/invitations", body: { role: "ADMIN", channel: "EMAIL" } }),
    count: (p) => t.db.teamInvitation.count({ where: { tenantId: p.tenant.id } }),
  },
  "apiKeys.create": {
    path: "POST /api/account/api-keys",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/account/api-keys", body: { name: "CRM", scopes: ["bookings:read"] } }),
    count: (p) => t.db.apiKey.count({ where: { tenantId: p.tenant.id } }),
  },
  "webhooks.create": {
    path: "POST /api/account/webhooks",
    as: (p) => p.owner,
    request: async () => ({ url: "/api/account/webhooks", body: { url: "https://hooks.example.test/booking" } }),
    count: (p) => t.db.webhookEndpoint.count({ where: { tenantId: p.tenant.id } }),
  },
  "expert.generate": {
    path: "POST /api/expert/availability",
    as: (p) => p.expert.user,
    request: async (p) => ({
      url: "/api/expert/availability",
      body: { dates: [localDate(p.tenant, day++)], startTime: "10:00", endTime: "11:00" },
    }),
    count: slots,
  },
};

const send = (p: Page, create: Create, request: { url: string; body: object }, key: string) =>
  api(t, {
    method: "POST",
    url: request.url,
    tenant: p.tenant,
    token: create.as(p).token,
    body: request.body,
    headers: { "idempotency-key": key },
  });

describe("the answer is written in the create's own transaction", () => {
  it("the table lists every idempotent procedure", () => {
    const idempotent = procedureTable(appRouter)
      .filter((entry) => entry.meta.idempotent)
      .map((entry) => entry.path);
    expect(Object.keys(CREATES).sort()).toEqual(idempotent.sort());
  });

  it.each(Object.entries(CREATES))("%s: storing the answer fails, nothing is created; the retry creates once", async (_, create) => {
    const p = await page();
    const request = await create.request(p);
    const before = await create.count(p);
    const key = `fail-${randomUUID()}`;
    await t.db.$executeRawUnsafe(`INSERT INTO "TestFailAnswer" (key) VALUES ($1)`, key);
    const failed = await send(p, create, request, key);
    expect(failed.statusCode, `${create.path}: ${failed.body}`).toBe(500);
    expect(await create.count(p), `${create.path}: the create rolled back with its answer`).toBe(before);

    await t.db.$executeRawUnsafe(`DELETE FROM "TestFailAnswer" WHERE key = $1`, key);
    // Past the claim's lease, as a retry after a crash would come.
    await t.db.idempotencyKey.updateMany({ where: { key }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    const retried = await send(p, create, request, key);
    expect(retried.statusCode, `${create.path}: ${retried.body}`).toBeLessThan(300);
    const after = await create.count(p);
    expect(after, create.path).toBeGreaterThan(before);
    const again = await send(p, create, request, key);
    expect([again.statusCode, await create.count(p)], create.path).toEqual([retried.statusCode, after]);
  });
});

describe("bodies compare as canonical JSON", () => {
  it("the same body with its keys in another order (nested too) is the same request: one row, the same answer", async () => {
    const p = await page();
    const key = randomUUID();
    const slotId = await freeSlot(p.tenant);
    const book = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: {
          "x-tenant": p.tenant.slug,
          authorization: `Bearer ${p.customer.token}`,
          "idempotency-key": key,
          "content-type": "application/json",
        },
        payload,
      });
    const first = await book(`{"serviceId":"${p.serviceId}","slotId":"${slotId}"}`);
    const reordered = await book(`{"slotId":"${slotId}","serviceId":"${p.serviceId}"}`);
    expect([first.statusCode, reordered.statusCode], reordered.body).toEqual([201, 201]);
    expect(reordered.json()).toEqual(first.json());
    expect(await bookings(p)).toBe(1);

    const generate = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/availability",
        headers: {
          "x-tenant": p.tenant.slug,
          authorization: `Bearer ${p.owner.token}`,
          "idempotency-key": key,
          "content-type": "application/json",
        },
        payload,
      });
    const date = localDate(p.tenant, day++);
    const a = await generate(`{"dates":["${date}"],"startTime":"10:00","endTime":"11:00"}`);
    const b = await generate(`{"endTime":"11:00","startTime":"10:00","dates":["${date}"]}`);
    expect([a.json(), b.json()]).toEqual([
      { created: 2, skipped: 0 },
      { created: 2, skipped: 0 },
    ]);
    const slot2 = await freeSlot(p.tenant);
    const phoneInKey = randomUUID();
    const phoneIn = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/bookings",
        headers: {
          "x-tenant": p.tenant.slug,
          authorization: `Bearer ${p.owner.token}`,
          "idempotency-key": phoneInKey,
          "content-type": "application/json",
        },
        payload,
      });
    const nested = await phoneIn(
      `{"serviceId":"${p.serviceId}","slotId":"${slot2}","client":{"firstName":"Ann","lastName":"Lee","phone":"+79161234567"}}`,
    );
    const nestedReordered = await phoneIn(
      `{"client":{"phone":"+79161234567","lastName":"Lee","firstName":"Ann"},"slotId":"${slot2}","serviceId":"${p.serviceId}"}`,
    );
    expect([nested.statusCode, nestedReordered.statusCode], nestedReordered.body).toEqual([201, 201]);
    expect(nestedReordered.json()).toEqual(nested.json());
    expect(await bookings(p)).toBe(2);
    // Another value is another request: 422, as before.
    const other = await generate(`{"dates":["${date}"],"startTime":"10:00","endTime":"11:30"}`);
    expect([other.statusCode, other.json().error]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });
});

describe("secrets shown once are not stored for a replay", () => {
  const cases = [
    ["apiKeys.create", "key", /^bk_/],
    ["webhooks.create", "secret", /^whsec_/],
    ["team.invite", "link", /\/invite\//],
  ] as const;

  it.each(cases)(
    "%s: the first answer carries %s, a repeat answers it null, and the stored answer never holds it",
    async (name, field, shape) => {
      const p = await page();
      const create = CREATES[name]!;
      const request = await create.request(p);
      const key = randomUUID();
      const first = await send(p, create, request, key);
      expect(first.statusCode, first.body).toBe(201);
      const secret = first.json()[field] as string;
      expect(secret).toMatch(shape);
      const repeat = await send(p, create, request, key);
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual({ ...first.json(), [field]: null });
      expect(repeat.body).not.toContain(secret);
      expect(await create.count(p)).toBe(1);
    },
  );
});
