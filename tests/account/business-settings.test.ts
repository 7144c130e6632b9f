// Business settings (issue 15.5): the owner edits name, description, contacts, time zone and logo;
// they reach the public profile (GET /api/tenant/public) and the tenant page's HTML (og:image = the
// logo). The logo is checked by its bytes, stored by the platform and served under a content-hash
// URL with a year of caching. A new time zone keeps bookings at their real instants.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { LOGO_MAX_BYTES } from "@booking/contracts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt } from "../support/booking-fixtures.ts";
import { api } from "../support/identity.ts";

/** A real 1x1 PNG, a JPEG header and a WebP header: what the magic-byte check accepts. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([26, 0, 0, 0]), Buffer.from("WEBPVP8L"), Buffer.alloc(14)]);
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><title>Booking</title></head><body></body></html>`;

let t: TestApp;
let tenant: Tenant;
let owner: User & { token: string };
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "business-dist-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX);
  t = await createTestApp({ clientDistDir: distDir, publicUrl: "https://book.example" });
  tenant = await createTenant(t.db);
  owner = await createUser(t.db, { tenant, role: "OWNER" });
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const asOwner = (req: Parameters<typeof api>[1]) => api(t, { tenant, token: owner.token, ...req });
const upload = (bytes: Buffer) => asOwner({ method: "PUT", url: "/api/account/business/logo", body: { image: bytes.toString("base64") } });
const publicProfile = async () => (await api(t, { url: "/api/tenant/public", tenant })).json();

describe("business settings", () => {
  it("saves name, description, contacts and zone in their canonical forms, and the storefront's profile shows them", async () => {
    const res = await asOwner({
      method: "PUT",
      url: "/api/account/business",
      body: {
        name: "  Студия «Лён»  ",
        description: "Массаж и консультации",
        timeZone: "asia/yekaterinburg",
        contacts: {
          phone: "8 916 123-45-67",
          email: "Hello@Len.Example",
          telegram: "https://t.me/len_studio",
          address: "Екатеринбург, Ленина 1",
          website: "",
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      name: "Студия «Лён»",
      description: "Массаж и консультации",
      timeZone: "Asia/Yekaterinburg",
      currency: "USD",
      logoUrl: null,
      contacts: {
        phone: "+79161234567",
        email: "hello@len.example",
        telegram: "len_studio",
        address: "Екатеринбург, Ленина 1",
        website: null,
      },
    };
    expect(res.json()).toEqual(saved);
    expect((await asOwner({ url: "/api/account/business" })).json()).toEqual(saved);
    expect(await publicProfile()).toEqual({
      slug: tenant.slug,
      name: "Студия «Лён»",
      timeZone: "Asia/Yekaterinburg",
      description: "Массаж и консультации",
      logoUrl: null,
      contacts: [
        { kind: "phone", value: "+79161234567" },
        { kind: "email", value: "hello@len.example" },
        { kind: "telegram", value: "len_studio" },
        { kind: "address", value: "Екатеринбург, Ленина 1" },
      ],
      branding: { poweredBy: false, whiteLabel: false, primaryColor: null },
      chat: { kind: "platformSupport", url: "https://t.me/test_platform_bot" },
    });
  });

  it.each([
    [{ timeZone: "Mars/Olympus" }, "TIME_ZONE_INVALID", "timeZone"],
    [{ timeZone: "+03:00" }, "TIME_ZONE_INVALID", "timeZone"],
    [{ timeZone: "MSK" }, "TIME_ZONE_INVALID", "timeZone"],
    [{ contacts: { telegram: "@ab" } }, "TELEGRAM_USERNAME_INVALID", "contacts.telegram"],
    [{ contacts: { phone: "12" } }, "invalidPhone", "contacts.phone"],
    [{ contacts: { email: "not-an-email" } }, "invalidEmail", "contacts.email"],
    [{ contacts: { website: "javascript:alert(1)" } }, "VALIDATION_ERROR", "contacts.website"],
    [{ name: "" }, "VALIDATION_ERROR", "name"],
    [{ description: "x".repeat(501) }, "VALIDATION_ERROR", "description"],
  ])("refuses %j with %s on the field, changing nothing", async (change, error, field) => {
    const before = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    const res = await asOwner({ method: "PUT", url: "/api/account/business", body: { name: "N", timeZone: "Europe/Moscow", ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, field });
    expect(await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toEqual(before);
  });
});

describe("logo", () => {
  it("is stored, served under its content hash with a year of caching, and named in the profile and og:image", async () => {
    const res = await upload(PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json() as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^/media/logos/${tenant.id}/[0-9a-f]{32}$`));

    const image = await t.app.inject({ url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const revalidated = await t.app.inject({ url: logoUrl, headers: { "if-none-match": image.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);

    expect((await publicProfile()).logoUrl).toBe(logoUrl);
    const html = (await t.app.inject({ url: `/webapp/${tenant.slug}/services`, headers: { accept: "text/html" } })).body;
    expect(html).toContain(`<meta property="og:image" content="https://book.example${logoUrl}" />`);
  });

  it("takes WebP; a new logo gets a new URL and the old one is gone", async () => {
    const first = (await upload(PNG)).json().logoUrl as string;
    const second = await upload(WEBP);
    expect(second.statusCode).toBe(200);
    const next = second.json().logoUrl as string;
    expect(next).not.toBe(first);
    expect((await t.app.inject({ url: next })).headers["content-type"]).toBe("image/webp");
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
  });

  it.each([
    ["an SVG (scripts)", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)],
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00")],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s by its bytes (415 LOGO_TYPE_NOT_SUPPORTED), keeping the logo", async (_, bytes) => {
    const before = (await publicProfile()).logoUrl;
    const res = await upload(bytes);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: "LOGO_TYPE_NOT_SUPPORTED", field: "image" });
    expect((await publicProfile()).logoUrl).toBe(before);
  });

  it("refuses a picture over the size limit (413 LOGO_TOO_LARGE)", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^(LOGO_TOO_LARGE|PAYLOAD_TOO_LARGE)$/);
    const justOver = await upload(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length + 1)]));
    expect(justOver.json()).toMatchObject({ error: "LOGO_TOO_LARGE" });
  });

  it("is served only under its own tenant: another tenant's id with the same hash is a 404", async () => {
    const url = (await upload(PNG)).json().logoUrl as string;
    const other = await createTenant(t.db);
    expect((await t.app.inject({ url: url.replace(tenant.id, other.id) })).statusCode).toBe(404);
    for (const bad of [
      "/media/logos/not-a-uuid/abc",
      `/media/logos/${tenant.id}/${"z".repeat(32)}`,
      `/media/logos/${tenant.id}/..%2F..%2Fetc`,
    ]) {
      const res = await t.app.inject({ url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });

  it("is removed: the profile has none and the URL is gone", async () => {
    const url = (await upload(PNG)).json().logoUrl as string;
    const res = await asOwner({ method: "DELETE", url: "/api/account/business/logo" });
    expect(res.json()).toEqual({ logoUrl: null });
    expect((await publicProfile()).logoUrl).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const html = (await t.app.inject({ url: `/webapp/${tenant.slug}`, headers: { accept: "text/html" } })).body;
    expect(html).not.toContain("og:image");
  });
});

describe("time zone change", () => {
  it("keeps a booking at its real instant; its local date and time follow the new zone", async () => {
    const zoned = await createTenant(t.db, { timeZone: "Europe/Moscow" });
    const zonedOwner = await createUser(t.db, { tenant: zoned, role: "OWNER" });
    const customer = await createUser(t.db, { tenant: zoned });
    const service = await createService(t.db, zoned);
    const startsAt = new Date(Date.UTC(2030, 0, 15, 7, 0)); // 10:00 in Moscow, 16:00 in Tokyo
    const booking = await createBookingRow(t.db, {
      tenant: zoned,
      user: customer,
      service,
      slots: [await createSlotAt(t.db, zoned, startsAt)],
    });
    const list = async () =>
      (await api(t, { url: "/api/admin/bookings?from=2030-01-14&to=2030-01-16", tenant: zoned, token: zonedOwner.token })).json() as {
        id: string;
        date: string;
        startTime: string;
      }[];
    expect((await list()).find((b) => b.id === booking.id)).toMatchObject({ date: "2030-01-15", startTime: "10:00" });

    const res = await api(t, {
      method: "PUT",
      url: "/api/account/business",
      tenant: zoned,
      token: zonedOwner.token,
      body: { name: zoned.displayName, timeZone: "Asia/Tokyo" },
    });
    expect(res.json().timeZone).toBe("Asia/Tokyo");

    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).startsAt).toEqual(startsAt);
    expect((await t.db.slot.findFirstOrThrow({ where: { bookingId: booking.id } })).startsAt).toEqual(startsAt);
    expect((await list()).find((b) => b.id === booking.id)).toMatchObject({ date: "2030-01-15", startTime: "16:00" });
  });
});
