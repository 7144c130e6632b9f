import { z } from "zod";

export const verifyPhoneInput = z.object({
  contact: z.string().min(1).max(4096).meta({
    description: "The mini app's requestContact answer as Telegram signed it: contact=<json>&auth_date=...&hash=...",
  }),
});
