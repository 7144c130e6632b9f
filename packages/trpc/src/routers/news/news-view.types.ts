import { z } from "zod";

/** Spec §3 News item. `content` is plain text: clients render it as text, never as HTML. */
export const newsView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
});
