// The team (issue 16.1): the owner invites by a link (email or Telegram) as ADMIN or EXPERT within
// the plan's team size, the invitation expires and works once, the owner changes roles and removes
// members, stays the single OWNER, and every change names who made it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import type { PlanName } from "@booking/contracts";
import { renderEmail, type MailTemplates } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { apiFor, errorOf, type Api } from "../booking/api.ts";

type Person = User & { token: string };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function page(plan: PlanName): Promise<{ tenant: Tenant; api: Api; owner: Person }> {
  const tenant = await createTenant(t.db, { plan });
  return { tenant, api: apiFor(t.app, tenant), owner: await createUser(t.db, { tenant, role: "OWNER", firstName: "Olga" }) };
}

const tokenOf = (link: string) => /\/invite\/([\w-]+)$/.exec(link)?.[1] ?? /start=inv_([\w-]+)$/.exec(link)![1]!;

async function invite(api: Api, owner: Person, body: Record<string, unknown>) {
  const res = await api({ method: "POST", url: "/api/account/team/invitations", as: owner, body });
  return { res, json: res.json() as { id: string; link: string; expiresAt: string; role: string } };
}

describe("invitations", () => {
  it("a link invitation: preview, accept once as ADMIN, then the link is spent", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const { res, json } = await invite(api, owner, { role: "ADMIN", email: "new.admin@example.test" });
    expect(res.statusCode).toBe(201);
    expect(json.link).toMatch(new RegExp(`/webapp/${tenant.slug}/invite/[\\w-]{32}$`));
    const token = tokenOf(json.link);
    // The link goes out by email through the durable outbox, committed with the invitation.
    expect(res.json()).toMatchObject({ emailed: true });
    const job = await t.db.job.findUniqueOrThrow({ where: { uniqueKey: `email:team-invitation:${json.id}` } });
    expect(job.payload).toMatchObject({
      to: "new.admin@example.test",
      template: "team-invitation",
      data: { link: json.link, role: "ADMIN", invitedBy: "Olga" },
    });
    const mail = renderEmail("en", "team-invitation", (job.payload as { data: MailTemplates["team-invitation"] }).data);
    expect(mail.subject).toBe(`You are invited to the team of ${tenant.displayName}`);
    expect(mail.text).toContain(json.link);
    expect(renderEmail("ru", "team-invitation", (job.payload as { data: MailTemplates["team-invitation"] }).data).text).toContain(
      "администратор",
    );
    // Only the hash is stored.
    const stored = await t.db.teamInvitation.findUniqueOrThrow({ where: { id: json.id } });
    expect(stored.tokenHash).not.toContain(token);

    const preview = await api({ url: `/api/team/invitations/${token}` });
    expect(preview.json()).toMatchObject({
      role: "ADMIN",
      state: "OPEN",
      tenantName: tenant.displayName,
      invitedBy: "Olga",
      sentTo: "n***@example.test",
    });

    // Sent to an address: its holder accepts (tests/team/invitation-rules.test.ts: nobody else).
    const invitee = await createUser(t.db, { firstName: "Ivan" });
    await t.db.user.update({ where: { id: invitee.id }, data: { email: "new.admin@example.test", emailVerified: true } });
    const accepted = await api({ method: "POST", url: `/api/team/invitations/${token}/accept`, as: invitee });
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { role: "ADMIN" }]);
    expect((await api({ url: "/api/user/me", as: invitee })).json()).toMatchObject({ role: "ADMIN" });
    // The new admin reaches the admin area.
    expect((await api({ url: "/api/admin/services", as: invitee })).statusCode).toBe(200);

    const again = await api({ method: "POST", url: `/api/team/invitations/${token}/accept`, as: await createUser(t.db) });
    expect([again.statusCode, errorOf(again)]).toEqual([409, "INVITATION_USED"]);
    expect((await api({ url: `/api/team/invitations/${token}` })).json()).toMatchObject({ state: "USED" });
  });

  it("expires, can be withdrawn, and a wrong token is 404", async () => {
    const { api, owner } = await page("PROFESSIONAL");
    const { json } = await invite(api, owner, { role: "ADMIN" });
    await t.db.teamInvitation.update({ where: { id: json.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as: await createUser(t.db) });
    expect([late.statusCode, errorOf(late)]).toEqual([410, "INVITATION_EXPIRED"]);

    const second = await invite(api, owner, { role: "ADMIN" });
    expect((await api({ method: "DELETE", url: `/api/account/team/invitations/${second.json.id}`, as: owner })).json()).toEqual({
      revoked: true,
    });
    const withdrawn = await api({
      method: "POST",
      url: `/api/team/invitations/${tokenOf(second.json.link)}/accept`,
      as: await createUser(t.db),
    });
    expect([withdrawn.statusCode, errorOf(withdrawn)]).toEqual([409, "INVITATION_USED"]);

    const unknown = await api({ url: `/api/team/invitations/${"x".repeat(32)}` });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, "INVITATION_NOT_FOUND"]);
  });

  it("an invitation of one page cannot be accepted on another", async () => {
    const a = await page("PROFESSIONAL");
    const b = await page("PROFESSIONAL");
    const { json } = await invite(a.api, a.owner, { role: "ADMIN" });
    const res = await b.api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as: await createUser(t.db) });
    expect([res.statusCode, errorOf(res)]).toEqual([404, "INVITATION_NOT_FOUND"]);
    expect(await t.db.teamInvitation.findUniqueOrThrow({ where: { id: json.id } })).toMatchObject({ acceptedAt: null });
  });

  it("a Telegram invitation is a one-time t.me link to the platform bot", async () => {
    const { api, owner } = await page("PROFESSIONAL");
    const { res, json } = await invite(api, owner, { role: "ADMIN", channel: "TELEGRAM" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailed: false });
    expect(json.link).toMatch(/^https:\/\/t\.me\/test_platform_bot\?start=inv_[\w-]{32}$/);
    const invitee = await createUser(t.db);
    expect((await api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as: invitee })).statusCode).toBe(200);
  });

  it("a customer of the page who accepts keeps their membership and becomes staff", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const customer = await createUser(t.db, { tenant });
    const { json } = await invite(api, owner, { role: "ADMIN" });
    expect((await api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as: customer })).statusCode).toBe(200);
    expect(await t.db.membership.findMany({ where: { tenantId: tenant.id, userId: customer.id } })).toEqual([
      expect.objectContaining({ role: "ADMIN" }),
    ]);
    // Staff already: another invitation is refused and stays open.
    const next = await invite(api, owner, { role: "ADMIN" });
    const res = await api({ method: "POST", url: `/api/team/invitations/${tokenOf(next.json.link)}/accept`, as: customer });
    expect([res.statusCode, errorOf(res)]).toEqual([409, "ALREADY_TEAM_MEMBER"]);
    expect(await t.db.teamInvitation.findUniqueOrThrow({ where: { id: next.json.id } })).toMatchObject({ acceptedAt: null });
  });
});

describe("plan gate", () => {
  it("FREE has no team; STARTER one member (an open invitation counts); PROFESSIONAL five", async () => {
    const free = await page("FREE");
    const refused = await invite(free.api, free.owner, { role: "ADMIN" });
    expect([refused.res.statusCode, errorOf(refused.res)]).toEqual([403, "PLAN_LIMIT_TEAM"]);

    const starter = await page("STARTER");
    expect((await invite(starter.api, starter.owner, { role: "ADMIN" })).res.statusCode).toBe(201);
    const over = await invite(starter.api, starter.owner, { role: "ADMIN" });
    expect([over.res.statusCode, errorOf(over.res)]).toEqual([403, "PLAN_LIMIT_TEAM"]);
    expect(over.res.json()).toMatchObject({ message: "Your STARTER plan allows at most 1 team member" });

    const pro = await page("PROFESSIONAL");
    for (let i = 0; i < 5; i++) expect((await invite(pro.api, pro.owner, { role: "ADMIN" })).res.statusCode).toBe(201);
    expect((await invite(pro.api, pro.owner, { role: "ADMIN" })).res.statusCode).toBe(403);
    expect((await pro.api({ url: "/api/account/team", as: pro.owner })).json()).toMatchObject({
      used: 5,
      maxTeamMembers: 5,
      allowsExperts: false,
    });
  });

  it("the EXPERT role is ENTERPRISE's (multiple experts)", async () => {
    const pro = await page("PROFESSIONAL");
    const refused = await invite(pro.api, pro.owner, { role: "EXPERT" });
    expect([refused.res.statusCode, errorOf(refused.res)]).toEqual([403, "PLAN_EXPERTS_NOT_ALLOWED"]);
    const ent = await page("ENTERPRISE");
    const { res, json } = await invite(ent.api, ent.owner, { role: "EXPERT" });
    expect(res.statusCode).toBe(201);
    const expertUser = await createUser(t.db, { firstName: "Elena" });
    await ent.api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as: expertUser });
    expect(await t.db.expert.findMany({ where: { tenantId: ent.tenant.id, userId: expertUser.id } })).toEqual([
      expect.objectContaining({ name: "Elena", isActive: true, isDefault: false }),
    ]);
    expect((await ent.api({ url: "/api/user/me", as: expertUser })).json()).toMatchObject({ role: "EXPERT" });
  });
});

describe("members", () => {
  it("the owner changes roles and removes members; the owner is fixed; the history names who did what", async () => {
    const { tenant, api, owner } = await page("ENTERPRISE");
    const admin = await createUser(t.db, { tenant, role: "ADMIN", firstName: "Anna" });
    const role = (id: string, value: string, as = owner) =>
      api({ method: "PUT", url: `/api/account/team/members/${id}/role`, as, body: { role: value } });

    expect((await role(admin.id, "EXPERT")).json()).toEqual({ userId: admin.id, role: "EXPERT" });
    expect(await t.db.expert.findFirst({ where: { tenantId: tenant.id, userId: admin.id } })).toMatchObject({ isActive: true });
    // An expert is not an administrator.
    expect((await api({ url: "/api/admin/services", as: admin })).statusCode).toBe(403);

    const fixed = await role(owner.id, "ADMIN");
    expect([fixed.statusCode, errorOf(fixed)]).toEqual([409, "OWNER_ROLE_FIXED"]);
    const removeOwner = await api({ method: "DELETE", url: `/api/account/team/members/${owner.id}`, as: owner });
    expect([removeOwner.statusCode, errorOf(removeOwner)]).toEqual([409, "OWNER_ROLE_FIXED"]);
    // Only the owner manages the team.
    expect((await role(owner.id, "ADMIN", admin)).statusCode).toBe(403);

    const removed = await api({ method: "DELETE", url: `/api/account/team/members/${admin.id}`, as: owner });
    expect(removed.json()).toEqual({ removed: true });
    expect(await t.db.membership.findFirst({ where: { tenantId: tenant.id, userId: admin.id } })).toMatchObject({ role: "CUSTOMER" });
    expect(await t.db.expert.findFirst({ where: { tenantId: tenant.id, userId: admin.id } })).toMatchObject({ isActive: false });
    const gone = await api({ method: "DELETE", url: `/api/account/team/members/${admin.id}`, as: owner });
    expect([gone.statusCode, errorOf(gone)]).toEqual([404, "MEMBER_NOT_FOUND"]);

    const team = (await api({ url: "/api/account/team", as: owner })).json() as { members: { role: string }[]; history: unknown[] };
    expect(team.members.map((m) => m.role)).toEqual(["OWNER"]);
    expect(team.history).toEqual([
      expect.objectContaining({ action: "REMOVED", actor: "Olga", subject: "Anna", fromRole: "EXPERT" }),
      expect.objectContaining({ action: "ROLE_CHANGED", actor: "Olga", subject: "Anna", fromRole: "ADMIN", toRole: "EXPERT" }),
    ]);
    expect(await t.db.membership.count({ where: { tenantId: tenant.id, role: "OWNER" } })).toBe(1);
  });
});

describe("works once under concurrency", () => {
  it("20 people accepting one invitation at the same moment: exactly one joins", async () => {
    const { tenant, api, owner } = await page("PROFESSIONAL");
    const { json } = await invite(api, owner, { role: "ADMIN" });
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const replies = await Promise.all(
      people.map((as) => api({ method: "POST", url: `/api/team/invitations/${tokenOf(json.link)}/accept`, as })),
    );
    const tally = replies.map((r) => (r.statusCode === 200 ? "200" : `${r.statusCode} ${errorOf(r)}`)).sort();
    expect(tally).toEqual(["200", ...Array<string>(19).fill("409 INVITATION_USED")]);
    expect(await t.db.membership.count({ where: { tenantId: tenant.id, role: "ADMIN" } })).toBe(1);
    expect(await t.db.teamChange.count({ where: { tenantId: tenant.id, action: "JOINED" } })).toBe(1);
  });
});
