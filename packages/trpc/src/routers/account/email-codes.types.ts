import { z } from "zod";

export const emailCodeSentResponse = z.object({
  email: z.string().meta({ description: "Where the code went" }),
  expiresAt: z.string(),
});
export const emailCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: "invalidCode" }),
});
