import { beforeAll, describe, expect, it } from "vitest";
import { scopedDb } from "@booking/core";
import { getTestDatabase, type TestDatabase } from "../support/db.ts";
import { createTenant } from "../support/fixtures.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await getTestDatabase();
});

describe("scopedDb", () => {
  it("reuses one scoped client per tenant and never lets one tenant's client see another's rows", async () => {
    const [a, b] = await Promise.all([createTenant(t.db), createTenant(t.db)]);
    await t.db.news.create({ data: { tenantId: a.id, title: "A only", content: "x" } });
    expect(scopedDb(t.db, a.id)).toBe(scopedDb(t.db, a.id));
    expect(scopedDb(t.db, a.id)).not.toBe(scopedDb(t.db, b.id));
    // Interleaved use of the cached clients keeps each one on its own tenant.
    for (let i = 0; i < 3; i++) {
      expect(await scopedDb(t.db, b.id).news.count()).toBe(0);
      expect((await scopedDb(t.db, a.id).news.findMany()).map((n) => n.title)).toEqual(["A only"]);
    }
    const created = await scopedDb(t.db, b.id).news.create({ data: { title: "B only", content: "y" } as never });
    expect(created.tenantId).toBe(b.id);
  });
});
