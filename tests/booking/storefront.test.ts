// Issue 25.1: the business's page in one read (GET /api/tenant/storefront): its profile, experts
// when several, active services with the next free time. The next free time is one statement over
// Slot (storefront_next_free) and must say what the calendar says: compared here with
// listAvailableSlots on the same slots (buffer, notice, bookings, holds, a service longer than a slot).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAvailableSlots, nextFreeTimes } from "@booking/core";
import { prismaSql, type Tenant } from "@booking/db";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createExpertMember, createExpertSlots } from "../support/expert-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createTestApp, type TestApp } from "../support/server.ts";

let t: TestApp;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ clientDistDir: distDir });
});

afterAll(async () => {
  await t.app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const storefront = (slug: string) => t.app.inject({ url: "/api/tenant/storefront", headers: { "x-tenant": slug } });

/** The calendar's first offered start for a service over the whole window (what the booking screen shows first). */
async function calendarFirstStart(tenant: Tenant, serviceId: string, now: Date): Promise<string | null> {
  const answer = await listAvailableSlots(
    prismaSql(t.db),
    { from: localDate(tenant, 0, now), to: localDate(tenant, 60, now), serviceId },
    tenant,
    now,
  );
  const first = answer.days[0]?.slots[0];
  return first ? `${answer.days[0]!.date} ${first.startTime}` : null;
}

describe("GET /api/tenant/storefront", () => {
  it("answers the business, its active services with price, duration and next free time; inactive and archived ones hidden", async () => {
    const tenant = await createTenant(t.db, { timeZone: "Europe/Berlin" });
    await t.db.tenant.update({ where: { id: tenant.id }, data: { description: "Cuts and colour", contactPhone: "+49 30 1234567" } });
    const cut = await createService(t.db, tenant, { name: "Cut", durationMinutes: 60, priceMinor: 4500 });
    await createService(t.db, tenant, { name: "Paused", isActive: false });
    await createService(t.db, tenant, { name: "Archived", archivedAt: new Date() });
    const day = localDate(tenant, 3);
    await createSlots(t.db, tenant, { dates: [day], startTime: "10:00", endTime: "12:00" });

    const res = await storefront(tenant.slug);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      slug: tenant.slug,
      description: "Cuts and colour",
      contacts: [{ kind: "phone", value: "+49 30 1234567" }],
    });
    expect(body.experts, "a one-person business lists no experts").toEqual([]);
    expect(body.services).toEqual([
      {
        id: cut.id,
        name: "Cut",
        description: "A test service",
        price: 45,
        duration: 60,
        currency: tenant.currency,
        questions: [],
        locationKind: null,
        nextFree: { startsAt: expect.any(String), date: day, startTime: "10:00" },
      },
    ]);
  });

  it("says when a service is next free exactly as the calendar does: notice, buffer, bookings, holds and a service longer than a slot", async () => {
    const tenant = await createTenant(t.db);
    const withRules = await t.db.tenant.update({ where: { id: tenant.id }, data: { bufferMinutes: 30, minNoticeMinutes: 60 } });
    const short = await createService(t.db, tenant, { name: "Short", durationMinutes: 30 });
    const long = await createService(t.db, tenant, { name: "Long", durationMinutes: 90 });
    const user = await createUser(t.db, { tenant });
    const first = await createSlots(t.db, withRules, { dates: [localDate(tenant, 2)], startTime: "09:00", endTime: "12:00" });
    const second = await createSlots(t.db, withRules, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "13:00" });
    // Day 2: 09:00 held for someone, 10:00 booked (its buffer takes 09:30 and 10:30), 11:00-12:00 too short for 90 minutes.
    await t.db.slot.update({ where: { id: first[0]!.id }, data: { heldForUserId: user.id, heldUntil: new Date(Date.now() + 600_000) } });
    await createBookingRow(t.db, { tenant: withRules, user, service: short, slots: [first[2]!] });
    // Day 3: a hole at 10:00 breaks the morning (09:00-10:00 is too short); 10:30-13:00 fits 90 minutes.
    await t.db.slot.delete({ where: { id: second[2]!.id } });
    const now = new Date();
    const next = await nextFreeTimes(prismaSql(t.db), withRules, now);
    const local = (serviceId: string) => {
      const startsAt = next.get(serviceId);
      if (!startsAt) return null;
      const parts = new Intl.DateTimeFormat("en-CA", {
        timeZone: tenant.timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).formatToParts(startsAt);
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
    };
    expect(local(short.id)).toBe(`${localDate(tenant, 2)} 11:00`);
    expect(local(long.id)).toBe(`${localDate(tenant, 3)} 10:30`);
    expect(local(short.id)).toBe(await calendarFirstStart(withRules, short.id, now));
    expect(local(long.id)).toBe(await calendarFirstStart(withRules, long.id, now));
  });

  it("has no next free time for a service that fits nowhere in the window, and a setting-up business has no services", async () => {
    const tenant = await createTenant(t.db);
    expect((await storefront(tenant.slug)).json().services, "a new business").toEqual([]);
    const day = await createService(t.db, tenant, { name: "Whole day", durationMinutes: 600 });
    await createSlots(t.db, tenant, { dates: [localDate(tenant, 1)], startTime: "10:00", endTime: "12:00" });
    // Ten free hours past the booking window (today + 60 days) are not offered either.
    const beyond = new Date(Date.now() + 70 * 86_400_000);
    await createSlotAt(t.db, tenant, beyond, new Date(beyond.getTime() + 12 * 3_600_000));
    const [service] = (await storefront(tenant.slug)).json().services;
    expect(service).toMatchObject({ id: day.id, nextFree: null });
  });

  it("lists several experts (ENTERPRISE) and takes a service's next free time from the experts assigned to it", async () => {
    const tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
    const anna = await createExpertMember(t.db, tenant, "Anna");
    await t.db.expert.update({ where: { id: anna.expertId }, data: { bio: "Colourist", photoUrl: "https://cdn.example/anna.png" } });
    const colour = await createService(t.db, tenant, { name: "Colour" });
    await createService(t.db, tenant, { name: "Cut" });
    await t.db.expertService.create({ data: { tenantId: tenant.id, expertId: anna.expertId, serviceId: colour.id } });
    await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "11:00" });
    await createExpertSlots(t.db, tenant, anna.expertId, { dates: [localDate(tenant, 4)], startTime: "15:00", endTime: "16:00" });
    const body = (await storefront(tenant.slug)).json();
    expect(body.experts.map((expert: { name: string }) => expert.name)).toContain("Anna");
    expect(body.experts.find((expert: { name: string }) => expert.name === "Anna")).toMatchObject({
      bio: "Colourist",
      photoUrl: "https://cdn.example/anna.png",
    });
    const byName = Object.fromEntries(body.services.map((service: { name: string }) => [service.name, service]));
    expect(byName.Colour.nextFree).toMatchObject({ date: localDate(tenant, 4), startTime: "15:00" });
    expect(byName.Cut.nextFree).toMatchObject({ date: localDate(tenant, 2), startTime: "10:00" });
  });

  it("never shows another tenant's services, times or experts", async () => {
    const a = await createTenant(t.db, { plan: "ENTERPRISE" });
    const b = await createTenant(t.db, { plan: "ENTERPRISE" });
    await createService(t.db, a, { name: "A service" });
    await createService(t.db, b, { name: "B service" });
    await createExpertMember(t.db, b, "B expert");
    await createSlots(t.db, b, { dates: [localDate(b, 1)], startTime: "09:00", endTime: "10:00" });
    const body = (await storefront(a.slug)).json();
    expect(JSON.stringify(body)).not.toContain("B service");
    expect(JSON.stringify(body)).not.toContain("B expert");
    expect(body.services).toEqual([expect.objectContaining({ name: "A service", nextFree: null })]);
    expect(body.profile.slug).toBe(a.slug);
  });

  it("is a 404 TENANT_NOT_FOUND for an unknown tenant, and a 400 for a slug that cannot be one", async () => {
    const res = await storefront("no-such-business");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "TENANT_NOT_FOUND" });
    const long = await storefront("x".repeat(300));
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe("HTML of the home and the booking page (issue 25.9)", () => {
  const root = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? "";
  const page = (url: string) => t.app.inject({ url, headers: { accept: "text/html" } });

  it("paints the business, its contacts and its services with Book links before any script runs, escaped", async () => {
    const tenant = await createTenant(t.db);
    await t.db.tenant.update({
      where: { id: tenant.id },
      data: { displayName: "<script>alert(1)</script>", description: "<img src=x onerror=alert(2)>", contactPhone: "+7 900 000-00-00" },
    });
    const service = await createService(t.db, tenant, { name: '"><script>alert(3)</script>', durationMinutes: 60, priceMinor: 150000 });
    await createSlots(t.db, tenant, { dates: [localDate(tenant, 2)], startTime: "10:00", endTime: "11:00" });
    const res = await page(`/webapp/${tenant.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = root(res.body);
    expect(html).toContain('<h1 class="storefront-hero__name">&#60;script&#62;alert(1)&#60;/script&#62;</h1>');
    expect(html).toContain("&#60;img src=x onerror=alert(2)&#62;");
    expect(html).toContain('<a class="storefront-contact storefront-contact--phone" href="tel:+79000000000">');
    expect(html).toContain(`href="/webapp/${tenant.slug}/booking?service=${service.id}"`);
    expect(html).toContain("&#34;&#62;&#60;script&#62;alert(3)&#60;/script&#62;");
    expect(html).toMatch(/1[\s\u00a0\u202f]500[\s\u00a0\u202f]\$ · 60 мин/);
    expect(html).toContain("Ближайшее время:");
    // Nothing the business wrote is markup anywhere in the page, the data block included.
    expect(res.body).not.toMatch(/<script>alert|<img src=x/);
    const block = /<script type="application\/json" id="tenant-storefront">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(block ?? "null")).toMatchObject({ profile: { slug: tenant.slug }, services: [{ id: service.id }] });

    const booking = root((await page(`/webapp/${tenant.slug}/booking`)).body);
    expect(booking).toContain('<h1 class="boot-shell__title">');
    expect(booking).toContain(`href="/webapp/${tenant.slug}/booking?service=${service.id}"`);
  });

  it("says where each service's sessions happen (issue 31.2), as a kind only: never the link or the address", async () => {
    const tenant = await createTenant(t.db);
    const online = await createService(t.db, tenant, { name: "Online", durationMinutes: 60 });
    const visit = await createService(t.db, tenant, { name: "Visit", durationMinutes: 60 });
    const plain = await createService(t.db, tenant, { name: "Plain", durationMinutes: 60 });
    await t.db.service.update({
      where: { id: online.id },
      data: { sessionLocation: { kind: "link", url: "https://meet.example/secret-room" } },
    });
    await t.db.service.update({ where: { id: visit.id }, data: { sessionLocation: { kind: "inPerson", address: "Secret st. 1" } } });
    const services = (await storefront(tenant.slug)).json().services as { id: string; locationKind: string | null }[];
    expect(Object.fromEntries(services.map((service) => [service.id, service.locationKind]))).toEqual({
      [online.id]: "online",
      [visit.id]: "inPerson",
      [plain.id]: null,
    });
    const res = await page(`/webapp/${tenant.slug}`);
    const metas = [...root(res.body).matchAll(/<p class="storefront-service__meta">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(metas.filter((meta) => meta!.endsWith(" · Онлайн"))).toHaveLength(1);
    expect(metas.filter((meta) => meta!.endsWith(" · Очно"))).toHaveLength(1);
    expect(metas.filter((meta) => meta!.endsWith(" мин"))).toHaveLength(1);
    expect(res.body).not.toMatch(/secret-room|Secret st/);
  });

  it("reads as a business setting up when it has no services yet", async () => {
    const tenant = await createTenant(t.db);
    const html = root((await page(`/webapp/${tenant.slug}`)).body);
    expect(html).toContain('data-testid="storefront-setup"');
    expect(html).not.toContain("storefront-service__book");
  });
});
