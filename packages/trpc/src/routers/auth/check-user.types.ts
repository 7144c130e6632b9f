import { z } from "zod";
import { checkUserInput as checkUserSchema } from "@booking/contracts";

export const checkUserInput = checkUserSchema;
export const checkUserResponse = z.object({ exists: z.boolean(), hasTelegram: z.boolean(), hasPassword: z.boolean() });
