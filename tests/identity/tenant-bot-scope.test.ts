// A tenant's own bot vouches only for its tenant (issue 12 item 3): its owner holds the token and
// can sign any Telegram id, so its init data may act inside that tenant but never on the global
// account. Which procedures are global their builder says (globalAccountProcedure sets meta.scope),
// not a list kept here: every procedure is called with the tenant bot's init data, and exactly the
// global ones are refused, so a new procedure is covered the day it is mounted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import type { TelegramUser } from "@booking/telegram";
import { encryptSecret } from "@booking/core";
import { appRouter, procedureTable } from "@booking/trpc";
import { createTenant, createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { api, createIdentityApp, initDataFor, telegramUser, type IdentityApp } from "../support/identity.ts";

const TENANT_BOT_TOKEN = "3000000007:TENANT-scope-bot-token";
const procedures = procedureTable(appRouter);
const globalOnes = procedures.filter((p) => p.meta.scope === "global");
const tenantOnes = procedures.filter((p) => p.meta.scope !== "global");

let t: IdentityApp;
let tenant: Tenant;
/** Owner of `tenant` and of another tenant, with Telegram linked: the victim. */
let member: User & { token: string };
let memberTelegram: TelegramUser;

beforeAll(async () => {
  t = await createIdentityApp();
  tenant = await createTenant(t.db);
  await t.db.botConfig.create({
    data: { tenantId: tenant.id, tokenEncrypted: encryptSecret(TENANT_BOT_TOKEN, t.config.appSecret), isActive: true },
  });
  memberTelegram = telegramUser();
  member = await createUser(t.db, { tenant, telegramId: BigInt(memberTelegram.id), userType: "HYBRID" });
  // A customer here who owns a booking page of their own elsewhere.
  await t.db.membership.create({ data: { tenantId: (await createTenant(t.db)).id, userId: member.id, role: "OWNER" } });
});
afterAll(() => t.close());

/** Calls procedure `path` over tRPC with `initData`; the first error code or "ok". */
async function callTrpc(
  path: string,
  type: string,
  initData: string | undefined,
  token?: string,
): Promise<{ status: number; error: string }> {
  const res = await api(t, {
    method: type === "query" ? "GET" : "POST",
    url: `/trpc/${path}`,
    tenant,
    initData,
    token,
    ...(type === "query" ? {} : { body: {} }),
  });
  const body = res.json() as { error?: { data?: { error?: string } } };
  return { status: res.statusCode, error: body.error?.data?.error ?? "ok" };
}

describe("tenant-bot scope", () => {
  it("every procedure is built by one of init.ts's builders (its access is in its meta), and some are global", () => {
    for (const p of procedures) expect(p.meta.access, p.path).toBeDefined();
    expect(globalOnes.length).toBeGreaterThanOrEqual(7);
  });

  it("each global procedure answers 403 TENANT_BOT_SCOPE to the tenant bot's init data of a real member", async () => {
    const byTenantBot = initDataFor(memberTelegram, { botToken: TENANT_BOT_TOKEN });
    // The same member is logged in this way: the tenant-scoped call works.
    const my = await callTrpc("bookings.my", "query", byTenantBot);
    expect(my).toEqual({ status: 200, error: "ok" });
    for (const p of globalOnes) {
      expect(await callTrpc(p.path, p.type, byTenantBot), p.path).toEqual({ status: 403, error: "TENANT_BOT_SCOPE" });
      // The platform bot's init data and a Bearer session get past the scope check.
      expect((await callTrpc(p.path, p.type, initDataFor(memberTelegram))).error, p.path).not.toBe("TENANT_BOT_SCOPE");
      expect((await callTrpc(p.path, p.type, byTenantBot, member.token)).error, p.path).not.toBe("TENANT_BOT_SCOPE");
    }
  });

  it("the reproduction: PUT /api/user/profile with the tenant bot's init data changes nothing", async () => {
    const res = await api(t, {
      method: "PUT",
      url: "/api/user/profile",
      tenant,
      initData: initDataFor(memberTelegram, { botToken: TENANT_BOT_TOKEN }),
      body: { email: `attacker-${memberTelegram.id}@example.test` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "TENANT_BOT_SCOPE" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: member.id } })).email).toBe(member.email);
    const password = await api(t, {
      url: "/api/user/profile/change-password",
      tenant,
      initData: initDataFor(memberTelegram, { botToken: TENANT_BOT_TOKEN }),
      body: { currentPassword: FIXTURE_PASSWORD, newPassword: "attacker-pass-2" },
    });
    expect(password.statusCode).toBe(403);
  });

  // Last: some of these calls succeed with an empty body and change the member's own data.
  it("every other procedure lets the tenant bot's init data past the scope check", async () => {
    const byTenantBot = initDataFor(memberTelegram, { botToken: TENANT_BOT_TOKEN });
    for (const p of tenantOnes) expect((await callTrpc(p.path, p.type, byTenantBot)).error, p.path).not.toBe("TENANT_BOT_SCOPE");
  });
});
