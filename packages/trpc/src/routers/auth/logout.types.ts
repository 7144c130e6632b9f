import { z } from "zod";

export const logoutResponse = z.object({ success: z.literal(true) });
