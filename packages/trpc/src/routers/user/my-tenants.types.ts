import { z } from "zod";

export const myTenantsResponse = z.array(
  z.object({
    slug: z.string(),
    displayName: z.string(),
    role: z.enum(["ADMIN", "EXPERT", "CUSTOMER"]),
    isOwner: z.boolean(),
  }),
);
