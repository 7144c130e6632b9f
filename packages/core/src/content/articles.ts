// The tenant's articles (spec §2 Articles page and tab, §3 Article), newest first. No plan limit.
import type { Article } from "@booking/db";
import { contentCollection } from "./content-collection.ts";

export interface ArticleInput {
  title: string;
  content: string;
  /** null removes the cover; undefined leaves it as it is. */
  coverImageUrl?: string | null;
}

/** Spec §3 Article. `content` is plain text for the client to render as text (see NewsView). */
export interface ArticleView {
  id: string;
  title: string;
  content: string;
  coverImageUrl: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
}

export const articles = contentCollection({
  noun: "Article",
  table: (db) => db.article,
  newestFirst: [{ createdAt: "desc" }, { id: "desc" }],
  toColumns: (input: ArticleInput) => ({ title: input.title, content: input.content, coverImageUrl: input.coverImageUrl }),
  toView: (row: Article): ArticleView => ({
    id: row.id,
    title: row.title,
    content: row.content,
    coverImageUrl: row.coverImageUrl,
    createdAt: row.createdAt.toISOString(),
  }),
});
