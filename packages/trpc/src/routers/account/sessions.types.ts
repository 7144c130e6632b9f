import { z } from "zod";
import { id } from "@booking/contracts";

export const activeSession = z.object({
  id: z.string(),
  device: z.string().nullable().meta({ description: "Browser and system read from the user agent" }),
  lastUsedAt: z.string(),
  createdAt: z.string(),
  current: z.boolean().meta({ description: "The session making this request" }),
});
export const listSessionsResponse = z.array(activeSession);
export const endSessionInput = z.object({ id });
export const endSessionResponse = z.object({ success: z.literal(true) });
export const endOtherSessionsResponse = z.object({ ended: z.number().int() });
