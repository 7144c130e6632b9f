import { z } from "zod";

export const serviceView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  isActive: z.boolean(),
});

export const listServicesResponse = z.array(serviceView);
