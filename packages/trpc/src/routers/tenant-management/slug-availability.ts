import { checkSlugAvailability } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { slugAvailabilityInput, slugAvailabilityResponse } from "./slug-availability.types.ts";

export const slugAvailabilityRoute = publicProcedure
  .meta({
    errors: ["SLUG_INVALID", "SLUG_RESERVED"],
    sampleInput: { slug: "some-free-slug" },
    openapi: {
      method: "GET",
      path: "/tenant-management/slug-availability",
      tags: ["tenant-management"],
      summary: "Live check of a URL slug for the setup form",
    },
    rateLimit: RATE_LIMITS.lookups,
  })
  .input(slugAvailabilityInput)
  .output(slugAvailabilityResponse)
  .query(({ ctx, input }) => checkSlugAvailability(ctx.platform, input.slug));
