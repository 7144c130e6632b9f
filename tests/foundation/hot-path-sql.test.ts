// The hot paths read rows with prepared statements (@booking/db sql.ts) instead of Prisma model
// queries. These tests hold them to Prisma's answers field for field (types included: BigInt,
// Date, null), so a schema change cannot make the two drift apart unnoticed.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts";
import { applyMigrations, createDb, prismaSql, sqlOf, startEmbeddedPostgres, statement, type Db, type Tenant } from "@booking/db";
import { ensureDefaultTenant, lookUpCaller, mapConflicts, sha256 } from "@booking/core";
import { getTestDatabase, uniq } from "../support/db.ts";
import { createTenant, createUser } from "../support/fixtures.ts";

let db: Db;
let tenant: Tenant;
beforeAll(async () => {
  ({ db } = await getTestDatabase());
  tenant = await createTenant(db, { customDomain: `${uniq("d")}.example.test` });
});

async function prismaView(token: string) {
  const session = await db.session.findUniqueOrThrow({ where: { tokenHash: sha256(token) }, include: { user: true } });
  const membership = await db.membership.findUnique({ where: { tenantId_userId: { tenantId: tenant.id, userId: session.userId } } });
  return { ...session, membership };
}

describe("lookUpCaller (tenant, session, user and membership in one statement)", () => {
  it("answers exactly what Prisma reads, BigInt Telegram ids and dates included", async () => {
    const member = await createUser(db, { tenant, role: "ADMIN", telegramId: BigInt(Date.now()) * 1000n });
    const caller = await lookUpCaller(sqlOf(db), { slug: tenant.slug.toUpperCase() }, member.token);
    expect(caller.tenant).toStrictEqual(await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } }));
    expect(caller.bearer).toStrictEqual(await prismaView(member.token));
    expect(typeof caller.bearer!.user.telegramId).toBe("bigint");
    expect(caller.bearer!.membership!.role).toBe("ADMIN");
  });

  it("a user who is no member of the tenant has a session and no membership", async () => {
    const outsider = await createUser(db, {});
    const caller = await lookUpCaller(sqlOf(db), { slug: tenant.slug }, outsider.token);
    expect(caller.bearer).toStrictEqual(await prismaView(outsider.token));
    expect(caller.bearer!.membership).toBeNull();
  });

  it("unknown, revoked and expired tokens are null; no token is undefined", async () => {
    const user = await createUser(db, { tenant });
    expect((await lookUpCaller(sqlOf(db), { slug: tenant.slug }, "no-such-token")).bearer).toBeNull();
    expect((await lookUpCaller(sqlOf(db), { slug: tenant.slug }, user.token, new Date(Date.now() + 400 * 86_400_000))).bearer).toBeNull();
    await db.session.update({ where: { tokenHash: sha256(user.token) }, data: { revokedAt: new Date() } });
    expect((await lookUpCaller(sqlOf(db), { slug: tenant.slug }, user.token)).bearer).toBeNull();
    const anonymous = await lookUpCaller(sqlOf(db), { slug: tenant.slug }, undefined);
    expect(anonymous.bearer).toBeUndefined();
    expect(anonymous.tenant.id).toBe(tenant.id);
  });

  it("finds the tenant by custom domain, else the default one; an unknown slug is TENANT_NOT_FOUND", async () => {
    await ensureDefaultTenant(db);
    const member = await createUser(db, { tenant });
    const byDomain = await lookUpCaller(sqlOf(db), { host: `${tenant.customDomain!.toUpperCase()}:443` }, member.token);
    expect([byDomain.tenant.id, byDomain.tenantSource]).toEqual([tenant.id, "domain"]);
    expect((await lookUpCaller(sqlOf(db), { slug: tenant.slug, host: "unknown.example.test" }, undefined)).tenantSource).toBe("header");
    expect(byDomain.bearer!.membership).not.toBeNull();
    const fallback = await lookUpCaller(sqlOf(db), { host: "unknown.example.test" }, member.token);
    expect([fallback.tenant.slug, fallback.tenantSource]).toEqual([DEFAULT_TENANT_SLUG, "fallback"]);
    await expect(lookUpCaller(sqlOf(db), { slug: "no-such-tenant" }, member.token)).rejects.toMatchObject({
      code: "TENANT_NOT_FOUND",
      status: 404,
    });
    await expect(lookUpCaller(sqlOf(db), { slug: "x".repeat(65) }, undefined)).rejects.toMatchObject({ code: "TENANT_NOT_FOUND" });
  });
});

describe("prepared statements", () => {
  const typedRow = z.strictObject({ big: z.bigint(), at: z.date(), id: z.string(), none: z.string().nullable(), plan: z.string() });
  const typed = statement(
    "test_typed_row",
    typedRow,
    `
    SELECT 9007199254740993::int8 AS big, '2026-03-29 01:30:00+00'::timestamptz AS at, $1::uuid AS id, NULL::text AS none, plan::text AS plan
    FROM "Tenant" WHERE id = $1::uuid`,
  );

  it("read the same values on the pool and inside a Prisma transaction", async () => {
    const onPool = await sqlOf(db).rows(typed, [tenant.id]);
    const inTransaction = await db.$transaction((tx) => prismaSql(tx).rows(typed, [tenant.id]));
    expect(onPool).toStrictEqual([
      { big: 9007199254740993n, at: new Date("2026-03-29T01:30:00Z"), id: tenant.id, none: null, plan: tenant.plan },
    ]);
    expect(inTransaction).toStrictEqual(onPool);
  });

  it("one name is one text: redefining a name with other SQL is refused", () => {
    expect(() => statement("test_typed_row", typedRow, "SELECT 1")).toThrow(/defined twice/);
    expect(statement("test_typed_row", typedRow, typed.text)).toEqual(typed);
  });

  it("a constraint violation on the pool is recognised as a conflict (409), like Prisma's", async () => {
    const duplicate = statement(
      "test_duplicate_membership",
      z.strictObject({ id: z.string() }),
      `
      INSERT INTO "Membership" (id, "tenantId", "userId", role) SELECT gen_random_uuid(), "tenantId", "userId", role
      FROM "Membership" WHERE "tenantId" = $1::uuid LIMIT 1 RETURNING id`,
    );
    await createUser(db, { tenant });
    await expect(mapConflicts("SLOT_TAKEN", () => sqlOf(db).rows(duplicate, [tenant.id]))).rejects.toMatchObject({
      code: "SLOT_TAKEN",
      status: 409,
    });
  });
});

describe("on the embedded PGlite", () => {
  it("a second connection runs the same statements (its connections share one session, so nothing is prepared by name)", async () => {
    const embedded = await startEmbeddedPostgres();
    try {
      await applyMigrations(embedded.url);
      const first = createDb(embedded.url, embedded.dbOptions);
      await ensureDefaultTenant(first);
      expect((await lookUpCaller(sqlOf(first), {}, undefined)).tenant.slug).toBe(DEFAULT_TENANT_SLUG);
      // What the pool does after an idle timeout: a new pg connection to the same session.
      await first.$disconnect();
      const second = createDb(embedded.url, embedded.dbOptions);
      expect((await lookUpCaller(sqlOf(second), {}, undefined)).tenant.slug).toBe(DEFAULT_TENANT_SLUG);
      await second.$disconnect();
    } finally {
      await embedded.stop();
    }
    // A PGlite boot and 27 migrations: ~10 s alone, past 30 s on a loaded 2-core machine.
  }, 120_000);
});
