// Admin services over REST (spec §2 Services tab, §5 service form, §7): CRUD, validation, verbatim
// text, and delete-or-archive.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { bearer, createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow } from "../support/content-fixtures.ts";
import { apiAs, expectInvalidField, type Api } from "./api.ts";

let t: TestApp;
let tenant: Tenant;
let adminUser: { token: string };
let admin: Api;
let visitor: Api;

const consultation = { name: "Consultation", description: "One hour, online", price: 19.99, duration: 60 };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.db, { plan: "PROFESSIONAL" });
  adminUser = await createUser(t.db, { tenant, role: "ADMIN" });
  admin = apiAs(t.app, tenant, adminUser);
  visitor = apiAs(t.app, tenant);
});
afterAll(() => t.app.close());

const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((s) => s.name);

describe("CRUD", () => {
  it("creates (201), lists, updates and deletes a service", async () => {
    const created = await admin.post("/api/admin/services", consultation);
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toEqual({ id: expect.any(String), ...consultation, isActive: true, questions: [], locationKind: null, location: null });
    // Money is stored as integer minor units (ARCHITECTURE.md, Booking invariants): 19.99 is exactly 1999 cents.
    expect((await t.db.service.findUniqueOrThrow({ where: { id: service.id } })).priceMinor).toBe(1999);
    expect(names(await admin.get("/api/admin/services"))).toContain("Consultation");
    expect(names(await visitor.get("/api/services"))).toContain("Consultation");

    const changes = { name: "Long consultation", description: "Ninety minutes", price: 25, duration: 90, isActive: false };
    const updated = await admin.put(`/api/admin/services/${service.id}`, changes);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: service.id, ...changes, questions: [], locationKind: null, location: null });
    // Inactive: the admin still sees it, the storefront does not.
    expect((await admin.get("/api/admin/services")).json()).toContainEqual({
      id: service.id,
      ...changes,
      currency: "USD",
      questions: [],
      locationKind: null,
      location: null,
    });
    expect(names(await visitor.get("/api/services"))).not.toContain("Long consultation");

    // isActive left out keeps the current state.
    const renamed = await admin.put(`/api/admin/services/${service.id}`, { ...consultation, name: "Renamed" });
    expect(renamed.json()).toMatchObject({ name: "Renamed", isActive: false });

    const deleted = await admin.delete(`/api/admin/services/${service.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: service.id, archived: false });
    expect(await t.db.service.findUnique({ where: { id: service.id } })).toBeNull();
    expect(names(await admin.get("/api/admin/services"))).not.toContain("Renamed");

    for (const again of [
      await admin.delete(`/api/admin/services/${service.id}`),
      await admin.put(`/api/admin/services/${service.id}`, consultation),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: "SERVICE_NOT_FOUND", message: "Service not found" });
    }
  });

  it("accepts the edges: a free service and a whole-day one", async () => {
    const res = await admin.post("/api/admin/services", { ...consultation, name: "Edges", price: 0, duration: 24 * 60 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 0, duration: 1440 });
  });

  it("lets the OWNER manage services too", async () => {
    const owner = apiAs(t.app, tenant, await createUser(t.db, { tenant, role: "OWNER" }));
    expect((await owner.post("/api/admin/services", { ...consultation, name: "By owner" })).statusCode).toBe(201);
    expect((await owner.get("/api/admin/services")).statusCode).toBe(200);
  });

  it("is also a tRPC procedure", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.services.create",
      headers: { "x-tenant": tenant.slug, ...bearer(adminUser) },
      payload: { ...consultation, name: "Via tRPC" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ name: "Via tRPC", price: 19.99 });
  });
});

describe("validation: a 400 naming the field, and nothing stored", () => {
  const tenKb = "x".repeat(10 * 1024);
  const cases: [string, Record<string, unknown>, string][] = [
    ["name missing", { description: "d", price: 1, duration: 30 }, "name"],
    ["blank name", { ...consultation, name: "   " }, "name"],
    ["description missing", { name: "n", price: 1, duration: 30 }, "description"],
    ["price missing", { name: "n", description: "d", duration: 30 }, "price"],
    ["duration missing", { name: "n", description: "d", price: 1 }, "duration"],
    ["price as a string", { ...consultation, price: "10" }, "price"],
    ["negative price", { ...consultation, price: -1 }, "price"],
    ["price with 3 decimals", { ...consultation, price: 10.999 }, "price"],
    ["duration off the 30-minute step", { ...consultation, duration: 45 }, "duration"],
    ["zero duration", { ...consultation, duration: 0 }, "duration"],
    ["fractional duration", { ...consultation, duration: 60.5 }, "duration"],
    ["duration over a day", { ...consultation, duration: 24 * 60 + 30 }, "duration"],
    ["isActive not a boolean", { ...consultation, isActive: "yes" }, "isActive"],
    ["10 kB name", { ...consultation, name: tenKb }, "name"],
    ["10 kB description", { ...consultation, description: tenKb }, "description"],
    ["NUL in the name", { ...consultation, name: "a\u0000b" }, "name"],
    ["escape character in the description", { ...consultation, description: "a\u001b[31mred" }, "description"],
  ];

  it.each(cases)("%s", async (_, body, field) => {
    const before = await t.db.service.count({ where: { tenantId: tenant.id } });
    expectInvalidField(await admin.post("/api/admin/services", body), field);
    expect(await t.db.service.count({ where: { tenantId: tenant.id } })).toBe(before);
  });

  it("refuses a bad update and leaves the service as it was", async () => {
    const { id } = (await admin.post("/api/admin/services", { ...consultation, name: "Untouched" })).json();
    const before = await t.db.service.findUniqueOrThrow({ where: { id } });
    for (const [, body, field] of cases) {
      expectInvalidField(await admin.put(`/api/admin/services/${id}`, body), field);
    }
    expect(await t.db.service.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("answers a malformed id or body with a 400, never a 500", async () => {
    const badId = await admin.put("/api/admin/services/not-a-uuid", consultation);
    expectInvalidField(badId, "id");
    expect((await admin.delete("/api/admin/services/1")).statusCode).toBe(400);
    const array = await t.app.inject({
      method: "POST",
      url: "/api/admin/services",
      payload: "[1,2]",
      headers: { "x-tenant": tenant.slug, "content-type": "application/json", ...bearer(adminUser) },
    });
    expect(array.statusCode).toBe(400);
  });
});

describe("text is stored and returned verbatim, as JSON strings", () => {
  it("keeps markup, SQL look-alikes, unicode and line breaks exactly", async () => {
    const body = {
      ...consultation,
      name: `<img src=x onerror="alert(1)"> '; DROP TABLE "Service"; --`,
      description: "Консультация 🧘‍♀️ مرحبا\n\t<script>alert('xss')</script>\r\nend",
    };
    const res = await admin.post("/api/admin/services", body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.json()).toMatchObject({ name: body.name, description: body.description });
    const row = await t.db.service.findUniqueOrThrow({ where: { id: res.json().id } });
    expect(row).toMatchObject({ name: body.name, description: body.description });
    expect((await visitor.get("/api/services")).json()).toContainEqual(expect.objectContaining({ name: body.name }));
  });
});

describe("deleting a service that has bookings", () => {
  it("archives it: kept for its bookings, hidden everywhere, gone for the admin", async () => {
    const { id } = (await admin.post("/api/admin/services", { ...consultation, name: "Booked" })).json();
    const service = await t.db.service.findUniqueOrThrow({ where: { id } });
    const customer = await createUser(t.db, { tenant, role: "CUSTOMER" });
    const booking = await createBookingRow(t.db, { tenant, service, user: customer });

    const res = await admin.delete(`/api/admin/services/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, archived: true });

    const archived = await t.db.service.findUniqueOrThrow({ where: { id } });
    expect(archived.archivedAt).toBeInstanceOf(Date);
    expect(archived.isActive).toBe(false);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).serviceId).toBe(id);
    expect(names(await visitor.get("/api/services"))).not.toContain("Booked");
    expect(names(await admin.get("/api/admin/services"))).not.toContain("Booked");
    expect(names(await admin.get("/api/admin/services/archived"))).toContain("Booked");
    expect((await admin.put(`/api/admin/services/${id}`, { ...consultation, isActive: true })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/services/${id}`)).statusCode).toBe(404);
    expect((await t.db.service.findUniqueOrThrow({ where: { id } })).isActive).toBe(false);
  });
});

describe("restoring an archived service", () => {
  it("brings it back to the admin list, switched off, with its bookings", async () => {
    const { id } = (await admin.post("/api/admin/services", { ...consultation, name: "Comeback" })).json();
    const service = await t.db.service.findUniqueOrThrow({ where: { id } });
    const booking = await createBookingRow(t.db, { tenant, service, user: await createUser(t.db, { tenant, role: "CUSTOMER" }) });
    expect((await admin.delete(`/api/admin/services/${id}`)).json()).toEqual({ id, archived: true });
    expect((await admin.get("/api/admin/services/archived")).json()).toContainEqual({
      id,
      ...consultation,
      name: "Comeback",
      isActive: false,
      currency: "USD",
      questions: [],
      locationKind: null,
      location: null,
    });

    const restored = await admin.post(`/api/admin/services/${id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      id,
      ...consultation,
      name: "Comeback",
      isActive: false,
      questions: [],
      locationKind: null,
      location: null,
    });
    expect((await t.db.service.findUniqueOrThrow({ where: { id } })).archivedAt).toBeNull();
    expect(names(await admin.get("/api/admin/services"))).toContain("Comeback");
    expect(names(await admin.get("/api/admin/services/archived"))).not.toContain("Comeback");
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).serviceId).toBe(id);
    // Switched off until the admin says otherwise, then an ordinary edit brings it to the storefront.
    expect(names(await visitor.get("/api/services"))).not.toContain("Comeback");
    expect((await admin.put(`/api/admin/services/${id}`, { ...consultation, name: "Comeback", isActive: true })).statusCode).toBe(200);
    expect(names(await visitor.get("/api/services"))).toContain("Comeback");
  });

  it("answers 404 for a service that is not archived, and lets only admins in", async () => {
    const { id } = (await admin.post("/api/admin/services", { ...consultation, name: "Live" })).json();
    const live = await admin.post(`/api/admin/services/${id}/restore`, {});
    expect(live.statusCode).toBe(404);
    expect(live.json()).toEqual({ error: "SERVICE_NOT_FOUND", message: "Service not found" });
    expect((await admin.post(`/api/admin/services/${crypto.randomUUID()}/restore`, {})).statusCode).toBe(404);
    const customer = apiAs(t.app, tenant, await createUser(t.db, { tenant, role: "CUSTOMER" }));
    expect((await customer.get("/api/admin/services/archived")).statusCode).toBe(403);
  });
});
