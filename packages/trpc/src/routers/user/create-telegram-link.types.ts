import { z } from "zod";

export const createTelegramLinkResponse = z.object({
  /** https://t.me/<platform bot>?start=<one-time token> */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
