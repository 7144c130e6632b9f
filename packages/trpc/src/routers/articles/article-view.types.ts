import { z } from "zod";

/** Spec §3 Article. `content` is plain text: clients render it as text, never as HTML. */
export const articleView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
