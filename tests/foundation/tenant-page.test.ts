// Issue 14.1 "the business is the page": a tenant's public profile (GET /api/tenant/public) and the
// HTML of its pages, which names the business in <title>, description and Open Graph tags (link
// previews in Telegram) and carries the profile for the client; an unknown tenant is a 404.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfig, type TestApp } from "../support/server.ts";
import { createTenant } from "../support/fixtures.ts";
import type { Tenant } from "@booking/db";
import { en, ru } from "@booking/i18n";

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Запись к эксперту</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let tenant: Tenant;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX);
  t = await createTestApp({ clientDistDir: distDir, publicUrl: "https://book.example" });
  tenant = await createTenant(t.db, { timeZone: "Asia/Yekaterinburg" });
  tenant = await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: `Студия "Лён" <b>&</b>` } });
});

afterAll(async () => {
  await t.app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function page(url: string, language?: string) {
  return t.app.inject({ url, headers: { accept: "text/html", ...(language ? { "accept-language": language } : {}) } });
}

function inlineProfile(html: string): unknown {
  const match = /<script type="application\/json" id="tenant-profile">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no profile block");
  return JSON.parse(match[1]);
}

describe("GET /api/tenant/public", () => {
  it("answers the tenant's public profile", async () => {
    const res = await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": tenant.slug } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: tenant.slug,
      name: `Студия "Лён" <b>&</b>`,
      timeZone: "Asia/Yekaterinburg",
      description: null,
      logoUrl: null,
      contacts: [],
      // createTenant's default plan is PROFESSIONAL: no mark, no white label (issue 16.4).
      branding: { poweredBy: false, whiteLabel: false, primaryColor: null },
      // No contacts and no bot of its own: customers write to the platform's support bot (issue 14.5).
      chat: { kind: "platformSupport", url: `https://t.me/${testConfig().telegramBotUsername}` },
    });
  });

  it("names the tenant's own active bot as where to write, in the API and in the page's HTML (issue 14.5)", async () => {
    const withBot = await createTenant(t.db);
    await t.db.botConfig.create({ data: { tenantId: withBot.id, botUsername: "lyon_studio_bot", isActive: false } });
    const inactive = await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": withBot.slug } });
    expect(inactive.json().chat, "a switched-off bot answers nobody").toMatchObject({ kind: "platformSupport" });
    await t.db.botConfig.update({ where: { tenantId: withBot.id }, data: { isActive: true } });
    const chat = { kind: "tenantBot", url: "https://t.me/lyon_studio_bot" };
    expect((await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": withBot.slug } })).json().chat).toEqual(chat);
    expect((inlineProfile((await page(`/webapp/${withBot.slug}/my-bookings`)).body) as { chat: unknown }).chat).toEqual(chat);
    // Another tenant's bot is never named on this tenant's page.
    expect((await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": tenant.slug } })).json().chat).toMatchObject({
      kind: "platformSupport",
    });
  });

  it("never names the platform's support bot on a white-label (ENTERPRISE) page without a bot (issue 16.4)", async () => {
    const whiteLabel = await createTenant(t.db, { plan: "ENTERPRISE" });
    const res = await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": whiteLabel.slug } });
    expect(res.json()).toMatchObject({ branding: { whiteLabel: true }, chat: null });
    await t.db.botConfig.create({ data: { tenantId: whiteLabel.id, botUsername: "own_brand_bot", isActive: true } });
    const withBot = await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": whiteLabel.slug } });
    expect(withBot.json().chat).toEqual({ kind: "tenantBot", url: "https://t.me/own_brand_bot" });
  });

  it("is a 404 TENANT_NOT_FOUND for an unknown tenant", async () => {
    const res = await t.app.inject({ url: "/api/tenant/public", headers: { "x-tenant": "no-such-business" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "TENANT_NOT_FOUND" });
  });
});

describe("HTML of a tenant's pages", () => {
  it("names the business in the title, description and Open Graph tags, escaped", async () => {
    const res = await page(`/webapp/${tenant.slug}/booking?service=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const name = "Студия &#34;Лён&#34; &#60;b&#62;&#38;&#60;/b&#62;";
    expect(res.body).toContain(`<title>${name}</title>`);
    expect(res.body).not.toContain("Запись к эксперту");
    expect(res.body).toContain(`<meta property="og:title" content="${name}" />`);
    expect(res.body).toContain(`<meta name="description" content="${name}: онлайн-запись" />`);
    expect(res.body).toContain(`<meta property="og:description" content="${name}: онлайн-запись" />`);
    expect(res.body).toContain(`<meta property="og:url" content="https://book.example/webapp/${tenant.slug}/booking?service=1" />`);
    expect(res.body).not.toContain("<b>");
    expect(inlineProfile(res.body)).toMatchObject({ slug: tenant.slug, name: `Студия "Лён" <b>&</b>`, timeZone: "Asia/Yekaterinburg" });
  });

  it("paints the business's bar, the menu and the screen's heading before the scripts run (issue 14.9)", async () => {
    const root = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? "";
    const booking = root((await page(`/webapp/${tenant.slug}/booking`)).body);
    expect(booking).toContain('<span class="top-bar__brand">Студия &#34;Лён&#34; &#60;b&#62;&#38;&#60;/b&#62;</span>');
    expect(booking).toContain(`<h1 class="boot-shell__title">${ru.booking.title}</h1>`);
    expect(booking).toContain(
      `<a class="tenant-menu__item tenant-menu__item--active" href="/webapp/${tenant.slug}/booking">${ru.nav.book}</a>`,
    );
    expect(booking).toContain(`<a class="tenant-menu__item" href="/webapp/${tenant.slug}">${ru.nav.home}</a>`);
    expect(root((await page(`/webapp/${tenant.slug}/my-bookings`)).body)).toContain(
      `<h1 class="boot-shell__title">${ru.myBookings.title}</h1>`,
    );
    // The home is the business's page (issue 25.9): its name is the heading (storefront.test.ts has the rest).
    const home = root((await page(`/webapp/${tenant.slug}`)).body);
    expect(home).toContain(`<a class="tenant-menu__item tenant-menu__item--active" href="/webapp/${tenant.slug}">`);
    expect(home).toContain('<h1 class="storefront-hero__name">Студия &#34;Лён&#34; &#60;b&#62;&#38;&#60;/b&#62;</h1>');
    expect(home).not.toContain("boot-shell__title");
    // A screen the shell does not know, and an unknown tenant: the empty root as built.
    expect((await page(`/webapp/${tenant.slug}/admin`)).body).toContain('<div id="root"></div>');
    expect((await page("/webapp/no-such-business/booking")).body).toContain('<div id="root"></div>');
  });

  it("paints the first screen in the language the reader chose (the client's language cookie), Russian otherwise", async () => {
    const root = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? "";
    const inEnglish = (url: string, cookie: string) => t.app.inject({ url, headers: { accept: "text/html", cookie } });
    const booking = await inEnglish(`/webapp/${tenant.slug}/booking`, "theme=dark; lang=en");
    expect(root(booking.body)).toContain(`<h1 class="boot-shell__title">${en.booking.title}</h1>`);
    expect(root(booking.body)).toContain(`<a class="tenant-menu__item" href="/webapp/${tenant.slug}">${en.nav.home}</a>`);
    expect(booking.body).toContain('<html lang="en">');
    expect(booking.headers.vary).toMatch(/cookie/i);
    expect(booking.headers.vary).toMatch(/accept-encoding/i);
    const home = root((await inEnglish(`/webapp/${tenant.slug}`, "lang=en")).body);
    expect(home).toContain(`>${en.nav.news}</a>`);
    expect(home).not.toContain(ru.nav.news);
    // Russian for "ru", for no cookie and for anything else.
    for (const cookie of ["lang=ru", "", "lang=de", "xlang=en"]) {
      const res = await inEnglish(`/webapp/${tenant.slug}/booking`, cookie);
      expect(root(res.body), cookie).toContain(`<h1 class="boot-shell__title">${ru.booking.title}</h1>`);
      expect(res.body, cookie).toContain('<html lang="ru">');
    }
  });

  it("describes the business in English for an English reader", async () => {
    const res = await page(`/webapp/${tenant.slug}`, "en-US,en;q=0.9");
    expect(res.body).toContain(': book a time online" />');
  });

  it("keeps the profile block from closing its script element", async () => {
    const named = await createTenant(t.db);
    await t.db.tenant.update({ where: { id: named.id }, data: { displayName: "</script><script>alert(1)</script>" } });
    const res = await page(`/webapp/${named.slug}`);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(inlineProfile(res.body)).toMatchObject({ name: "</script><script>alert(1)</script>" });
  });

  it("is a 404 page that is not indexed for an unknown tenant, and the client learns it from null", async () => {
    const res = await page("/webapp/no-such-business/booking");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(inlineProfile(res.body)).toBeNull();
  });

  it("leaves pages outside the tenant area alone", async () => {
    const res = await page("/login");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe("HEAD on app pages (issue 19.5)", () => {
  it("answers as GET, without a body: 200 for the landing and a tenant's pages, 404 for an unknown tenant", async () => {
    for (const url of ["/", `/webapp/${tenant.slug}`, `/webapp/${tenant.slug}/booking?x=1`]) {
      const [get, head] = await Promise.all([page(url), t.app.inject({ method: "HEAD", url, headers: { accept: "text/html" } })]);
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers["content-type"], url).toBe(get.headers["content-type"]);
      expect(head.body, url).toBe("");
    }
    const unknown = await t.app.inject({ method: "HEAD", url: "/webapp/no-such-business" });
    expect(unknown.statusCode).toBe(404);
  });
});
