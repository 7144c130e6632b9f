// Who may accept a team invitation, and when (issue 29.3, 29.8). An invitation sent to an email
// address is accepted only by the account holding that address, verified; a link without an
// address and a Telegram invitation still go to whoever opens them. The plan decides at acceptance:
// after a downgrade, open invitations beyond the team size cannot be accepted (they stay open for an
// upgrade), also when several are accepted at once (on PostgreSQL really at once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import type { PlanName } from "@booking/contracts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { uniq } from "../support/db.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";

type Person = User & { token: string };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function page(plan: PlanName): Promise<{ tenant: Tenant; api: Api; owner: Person }> {
  const tenant = await createTenant(t.db, { plan });
  return { tenant, api: apiFor(t.app, tenant), owner: await createUser(t.db, { tenant, role: "OWNER" }) };
}

const tokenOf = (link: string) => /\/invite\/([\w-]+)$/.exec(link)?.[1] ?? /start=inv_([\w-]+)$/.exec(link)![1]!;

async function invite(api: Api, owner: Person, body: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const res = await api({ method: "POST", url: "/api/account/team/invitations", as: owner, body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, token: tokenOf(res.json().link) };
}

const accept = (api: Api, token: string, as: Person) => api({ method: "POST", url: `/api/team/invitations/${token}/accept`, as });

/** An account holding `email`, verified or not. */
async function holderOf(email: string, verified: boolean): Promise<Person> {
  const user = await createUser(t.db);
  await t.db.user.update({ where: { id: user.id }, data: { email, emailVerified: verified } });
  return { ...user, email, emailVerified: verified };
}

const stillOpen = async (id: string) => (await t.db.teamInvitation.findUniqueOrThrow({ where: { id } })).acceptedAt === null;

describe("an invitation sent to an email address", () => {
  it("is refused to another customer's session (the attack) and to the address's holder until verified; the verified holder joins", async () => {
    const { tenant, api, owner } = await page("ENTERPRISE");
    const target = `${uniq("target")}@x.test`;
    const { id, token } = await invite(api, owner, { role: "ADMIN", channel: "EMAIL", email: target });
    expect((await api({ url: `/api/team/invitations/${token}` })).json()).toMatchObject({ sentTo: `t***@x.test` });

    const attacker = await createUser(t.db, { tenant });
    const stolen = await accept(api, token, attacker);
    expect([stolen.statusCode, errorOf(stolen)]).toEqual([403, "INVITATION_FOR_ANOTHER_EMAIL"]);
    expect(stolen.json().message).toContain("t***@x.test");
    expect((await api({ url: "/api/admin/services", as: attacker })).statusCode).toBe(403);

    const unverified = await holderOf(target, false);
    const early = await accept(api, token, unverified);
    expect([early.statusCode, errorOf(early)]).toEqual([403, "INVITATION_EMAIL_UNVERIFIED"]);
    expect(await stillOpen(id)).toBe(true);

    await t.db.user.update({ where: { id: unverified.id }, data: { emailVerified: true } });
    const joined = await accept(api, token, unverified);
    expect([joined.statusCode, joined.json()]).toEqual([200, { role: "ADMIN" }]);
    expect((await api({ url: "/api/admin/services", as: unverified })).statusCode).toBe(200);
    expect(await t.db.membership.findFirst({ where: { tenantId: tenant.id, userId: attacker.id } })).toMatchObject({ role: "CUSTOMER" });
  });

  it("compares addresses whatever their case", async () => {
    const { api, owner } = await page("ENTERPRISE");
    const target = `${uniq("mixed")}@x.test`;
    const { token } = await invite(api, owner, { role: "EXPERT", channel: "EMAIL", email: target.toUpperCase() });
    const holder = await holderOf(target, true);
    expect((await accept(api, token, holder)).json()).toEqual({ role: "EXPERT" });
  });

  it("a link without an address and a Telegram invitation still go to whoever opens them", async () => {
    const { api, owner } = await page("ENTERPRISE");
    const link = await invite(api, owner, { role: "ADMIN", channel: "EMAIL" });
    expect((await api({ url: `/api/team/invitations/${link.token}` })).json()).toMatchObject({ sentTo: null });
    expect((await accept(api, link.token, await createUser(t.db))).statusCode).toBe(200);
    const telegram = await invite(api, owner, { role: "ADMIN", channel: "TELEGRAM" });
    expect((await accept(api, telegram.token, await createUser(t.db))).statusCode).toBe(200);
  });
});

describe("the plan decides at acceptance", () => {
  it("after a downgrade to FREE, five open ADMIN invitations are all refused, stay open, and work after an upgrade", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const invitations = [];
    for (let i = 0; i < 5; i++) invitations.push(await invite(api, owner, { role: "ADMIN" }));
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "FREE" } });
    for (const { id, token } of invitations) {
      const invitee = await createUser(t.db);
      const res = await accept(api, token, invitee);
      expect([res.statusCode, errorOf(res)]).toEqual([409, "INVITATION_OVER_PLAN"]);
      expect((await api({ url: "/api/admin/services", as: invitee })).statusCode).toBe(403);
      expect(await stillOpen(id)).toBe(true);
    }
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "PROFESSIONAL" } });
    expect((await accept(api, invitations[0]!.token, await createUser(t.db))).statusCode).toBe(200);
  });

  it("a lapsed paid plan is FREE at acceptance too", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const { token } = await invite(api, owner, { role: "ADMIN" });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { planExpiresAt: new Date(Date.now() - 60_000) } });
    const res = await accept(api, token, await createUser(t.db));
    expect([res.statusCode, errorOf(res)]).toEqual([409, "INVITATION_OVER_PLAN"]);
  });

  it("an EXPERT invitation after ENTERPRISE ends is refused with the invitee's code, not an upgrade offer", async () => {
    const { tenant, api, owner } = await page("ENTERPRISE");
    const { token } = await invite(api, owner, { role: "EXPERT" });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "PROFESSIONAL" } });
    const res = await accept(api, token, await createUser(t.db));
    expect([res.statusCode, errorOf(res)]).toEqual([409, "INVITATION_OVER_PLAN"]);
  });

  it("down to STARTER (one member), five invitations accepted at once: exactly one joins", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const invitations = [];
    for (let i = 0; i < 5; i++) invitations.push(await invite(api, owner, { role: "ADMIN" }));
    await t.db.tenant.update({ where: { id: tenant.id }, data: { plan: "STARTER" } });
    const invitees = await Promise.all(invitations.map(() => createUser(t.db)));
    const answers = await Promise.all(invitations.map(({ token }, i) => accept(api, token, invitees[i]!)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.membership.count({ where: { tenantId: tenant.id, role: { in: ["ADMIN", "EXPERT"] } } })).toBe(1);
  });
});
