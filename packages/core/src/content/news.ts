// The tenant's news (spec §2 News page and tab, §3 News item), newest published first. FREE and
// STARTER plans limit how many items a tenant keeps (ARCHITECTURE.md, Plans).
import type { News } from "@booking/db";
import { assertCanAddNews } from "../booking/plan-limits.ts";
import { assertWithinPlanLimit } from "../tenancy/plan-guard.ts";
import { contentCollection } from "./content-collection.ts";

export interface NewsInput {
  title: string;
  content: string;
  /** null removes the image; undefined leaves it as it is. */
  imageUrl?: string | null;
}

/**
 * Spec §3 News item. `content` is the text as the admin typed it: clients render it as plain text
 * (never as HTML), so markup in it is shown, not run.
 */
export interface NewsView {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  /** ISO 8601 instant. */
  publishedAt: string;
}

export const news = contentCollection({
  noun: "News item",
  table: (db) => db.news,
  newestFirst: [{ publishedAt: "desc" }, { id: "desc" }],
  toColumns: (input: NewsInput) => ({ title: input.title, content: input.content, imageUrl: input.imageUrl }),
  toView: (row: News): NewsView => ({
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
  }),
  assertRoomForOne: (plan, current) =>
    assertWithinPlanLimit(() => assertCanAddNews(plan, current), { one: "news item", many: "news items" }),
});
