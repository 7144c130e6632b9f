// Expert profiles (issue 16.2): the public list customers pick from, and the admins' view and form.
import { z } from "zod";
import { httpUrl, id, shortText } from "@booking/contracts";

export const publicExpertView = z.object({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
});
export const listExpertsInput = z.object({ serviceId: id.optional() });
export const listExpertsResponse = z.array(publicExpertView);

export const adminExpertView = publicExpertView.extend({
  isActive: z.boolean().meta({ description: "Offered to customers" }),
  isDefault: z.boolean().meta({ description: "The page's own expert (every page has one)" }),
  userId: z.string().nullable().meta({ description: "The team member this expert is" }),
  serviceIds: z
    .array(z.string())
    .meta({ description: "Services this expert provides; a service nobody is assigned to is provided by all" }),
});
export const adminExpertsResponse = z.array(adminExpertView);

export const updateExpertInput = z.object({
  id,
  name: shortText.min(1, { error: "Name is required" }).max(100),
  photoUrl: httpUrl.nullable().default(null),
  bio: z.string().trim().max(500).nullable().default(null),
  isActive: z.boolean().default(true),
  serviceIds: z.array(id).max(200).default([]),
});
