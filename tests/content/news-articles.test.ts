// News and articles over REST (spec §2 pages and tabs, §3 shapes, §5 forms, §7): one table of
// expectations run for both, since they share their shape and rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Tenant } from "@booking/db";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createArticleRow, createNewsRow } from "../support/content-fixtures.ts";
import { apiAs, expectInvalidField, type Api } from "./api.ts";

interface Kind {
  name: string;
  adminPath: string;
  publicPath: string;
  imageField: "imageUrl" | "coverImageUrl";
  dateField: "publishedAt" | "createdAt";
  createAt(db: Db, tenant: Tenant, title: string, at: Date): Promise<unknown>;
  count(db: Db, tenant: Tenant): Promise<number>;
  read(db: Db, id: string): Promise<{ title: string; content: string } | null>;
}

const kinds: Kind[] = [
  {
    name: "news",
    adminPath: "/api/admin/news",
    publicPath: "/api/news",
    imageField: "imageUrl",
    dateField: "publishedAt",
    createAt: (db, tenant, title, at) => createNewsRow(db, tenant, { title, publishedAt: at }),
    count: (db, tenant) => db.news.count({ where: { tenantId: tenant.id } }),
    read: (db, id) => db.news.findUnique({ where: { id } }),
  },
  {
    name: "articles",
    adminPath: "/api/admin/articles",
    publicPath: "/api/articles",
    imageField: "coverImageUrl",
    dateField: "createdAt",
    createAt: (db, tenant, title, at) => createArticleRow(db, tenant, { title, createdAt: at }),
    count: (db, tenant) => db.article.count({ where: { tenantId: tenant.id } }),
    read: (db, id) => db.article.findUnique({ where: { id } }),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** A fresh PROFESSIONAL tenant (no news limit) with an admin and a visitor. */
async function setUp() {
  const tenant = await createTenant(t.db, { plan: "PROFESSIONAL" });
  const admin = apiAs(t.app, tenant, await createUser(t.db, { tenant, role: "ADMIN" }));
  return { tenant, admin, visitor: apiAs(t.app, tenant) };
}

const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((item) => item.title);

describe.each(kinds)("$name", (kind) => {
  let tenant: Tenant;
  let admin: Api;
  let visitor: Api;
  beforeAll(async () => {
    ({ tenant, admin, visitor } = await setUp());
  });

  it("creates (201), lists, edits and deletes, in the spec's shape", async () => {
    const body = { title: "Opening hours", content: "We open at nine.", [kind.imageField]: "https://example.com/a.png" };
    const created = await admin.post(kind.adminPath, body);
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toEqual({ id: expect.any(String), ...body, [kind.dateField]: expect.any(String) });
    expect(new Date(item[kind.dateField]).toISOString()).toBe(item[kind.dateField]);
    expect((await visitor.get(kind.publicPath)).json()).toContainEqual(item);

    const edited = await admin.put(`${kind.adminPath}/${item.id}`, { title: "New hours", content: "We open at ten." });
    expect(edited.statusCode).toBe(200);
    // The picture left out stays; the date is the original one.
    expect(edited.json()).toEqual({ ...item, title: "New hours", content: "We open at ten." });
    const noImage = await admin.put(`${kind.adminPath}/${item.id}`, { title: "New hours", content: "c", [kind.imageField]: null });
    expect(noImage.json()[kind.imageField]).toBeNull();
    const withImage = await admin.put(`${kind.adminPath}/${item.id}`, {
      title: "t",
      content: "c",
      [kind.imageField]: "https://example.com/b.png",
    });
    expect(withImage.json()[kind.imageField]).toBe("https://example.com/b.png");
    // An emptied form field removes the picture too.
    expect(
      (await admin.put(`${kind.adminPath}/${item.id}`, { title: "t", content: "c", [kind.imageField]: "" })).json()[kind.imageField],
    ).toBeNull();

    const deleted = await admin.delete(`${kind.adminPath}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: item.id });
    expect(await kind.read(t.db, item.id)).toBeNull();
    expect(titles(await visitor.get(kind.publicPath))).not.toContain("t");
    for (const again of [await admin.delete(`${kind.adminPath}/${item.id}`), await admin.put(`${kind.adminPath}/${item.id}`, body)]) {
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });

  it("lists newest first, with an optional limit (default 50, at most 100)", async () => {
    const { tenant: own, visitor: reader } = await setUp();
    const base = Date.parse("2030-03-01T10:00:00Z");
    // Created out of order: the date decides, not the insertion order.
    for (const [title, hours] of [
      ["middle", 1],
      ["oldest", 0],
      ["newest", 2],
    ] as const) {
      await kind.createAt(t.db, own, title, new Date(base + hours * 3_600_000));
    }
    expect(titles(await reader.get(kind.publicPath))).toEqual(["newest", "middle", "oldest"]);
    expect(titles(await reader.get(`${kind.publicPath}?limit=2`))).toEqual(["newest", "middle"]);

    for (let i = 0; i < 52; i += 1) await kind.createAt(t.db, own, `old ${i}`, new Date(base - (i + 1) * 60_000));
    expect((await reader.get(kind.publicPath)).json()).toHaveLength(50);
    expect((await reader.get(`${kind.publicPath}?limit=100`)).json()).toHaveLength(55);
    for (const bad of ["0", "101", "abc", "2.5"]) {
      expectInvalidField(await reader.get(`${kind.publicPath}?limit=${bad}`), "limit");
    }
  });

  it("orders items created through the API newest first", async () => {
    const { admin: writer, visitor: reader } = await setUp();
    for (const title of ["first", "second", "third"]) await writer.post(kind.adminPath, { title, content: "c" });
    expect(titles(await reader.get(kind.publicPath))).toEqual(["third", "second", "first"]);
  });

  describe("validation: a 400 naming the field, and nothing stored", () => {
    const tenKb = "x".repeat(10 * 1024);
    const ok = { title: "Title", content: "Content" };
    const cases: [string, Record<string, unknown>, string][] = [
      ["title missing", { content: "c" }, "title"],
      ["content missing", { title: "t" }, "content"],
      ["blank title", { ...ok, title: "  " }, "title"],
      ["title not a string", { ...ok, title: 42 }, "title"],
      ["content not a string", { ...ok, content: ["a"] }, "content"],
      ["10 kB title", { ...ok, title: tenKb }, "title"],
      ["10 kB content", { ...ok, content: tenKb }, "content"],
      ["NUL in the content", { ...ok, content: "a\u0000b" }, "content"],
      ["bell in the title", { ...ok, title: "ding\u0007" }, "title"],
      ["C1 control in the content", { ...ok, content: "next\u0085line" }, "content"],
      ["javascript: image", { ...ok, [kind.imageField]: "javascript:alert(1)" }, kind.imageField],
      ["JavaScript: image, mixed case", { ...ok, [kind.imageField]: "JaVaScRiPt:alert(1)" }, kind.imageField],
      ["data: image", { ...ok, [kind.imageField]: "data:image/svg+xml;base64,PHN2Zz4=" }, kind.imageField],
      ["ftp: image", { ...ok, [kind.imageField]: "ftp://example.com/a.png" }, kind.imageField],
      ["relative image", { ...ok, [kind.imageField]: "/a.png" }, kind.imageField],
      ["image with a newline", { ...ok, [kind.imageField]: "https://example.com/\njavascript:alert(1)" }, kind.imageField],
      ["image not a string", { ...ok, [kind.imageField]: 5 }, kind.imageField],
      ["overlong image link", { ...ok, [kind.imageField]: `https://example.com/${tenKb}` }, kind.imageField],
    ];

    it.each(cases)("%s", async (_, body, field) => {
      const before = await kind.count(t.db, tenant);
      expectInvalidField(await admin.post(kind.adminPath, body), field);
      expect(await kind.count(t.db, tenant)).toBe(before);
    });

    it("refuses a bad edit and leaves the item as it was", async () => {
      const { id } = (await admin.post(kind.adminPath, ok)).json();
      const before = await kind.read(t.db, id);
      for (const [, body, field] of cases) {
        expectInvalidField(await admin.put(`${kind.adminPath}/${id}`, body), field);
      }
      expect(await kind.read(t.db, id)).toEqual(before);
    });
  });

  it("stores markup, SQL look-alikes, unicode and line breaks verbatim, returned as JSON strings", async () => {
    const body = {
      title: `<script>alert("xss")</script> Ünïcödé 日本語 🎉`,
      content: `'; DROP TABLE "News"; --\n<img src=x onerror=alert(1)>\r\n\tمرحبا <b>bold</b> &amp; &lt;`,
    };
    const res = await admin.post(kind.adminPath, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.json()).toMatchObject(body);
    expect(await kind.read(t.db, res.json().id)).toMatchObject(body);
    const listed = await visitor.get(kind.publicPath);
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    expect(listed.json()).toContainEqual(expect.objectContaining(body));
  });

  it("stores image links normalised, so quotes and spaces cannot break out of an attribute", async () => {
    const res = await admin.post(kind.adminPath, { title: "t", content: "c", [kind.imageField]: `HTTPS://Example.com/a b".png?x=<y>` });
    expect(res.statusCode).toBe(201);
    expect(res.json()[kind.imageField]).toBe("https://example.com/a%20b%22.png?x=%3Cy%3E");
  });
});

describe("GET /api/articles/{id}", () => {
  it("returns one article, or 404 NOT_FOUND for an unknown id", async () => {
    const { tenant, visitor } = await setUp();
    const row = await createArticleRow(t.db, tenant, { title: "Deep dive", coverImageUrl: null });
    const res = await visitor.get(`/api/articles/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row.id,
      title: "Deep dive",
      content: row.content,
      coverImageUrl: null,
      createdAt: row.createdAt.toISOString(),
    });
    const unknown = await visitor.get("/api/articles/0190a0a0-0000-7000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "NOT_FOUND", message: "Article not found" });
    expect((await visitor.get("/api/articles/not-a-uuid")).statusCode).toBe(400);
  });
});
