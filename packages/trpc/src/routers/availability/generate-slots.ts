import { generateAvailability } from "@booking/core";
import { idempotentAdminProcedure } from "../../init.ts";
import { generateSlotsInput, generateSlotsResponse } from "./generate-slots.types.ts";

export const generateSlotsRoute = idempotentAdminProcedure
  .meta({
    apiScope: "bookings:write",
    errors: [
      "DATE_IN_PAST",
      "DATE_RANGE_INVALID",
      "DATE_RANGE_TOO_LONG",
      "selectAtLeastOneDate",
      "selectBothDates",
      "TIME_OFF_GRID",
      "SLOTS_CHANGED",
    ],
    openapi: {
      method: "POST",
      path: "/admin/availability",
      tags: ["admin", "availability"],
      summary: "Create 30-minute slots for a date range (startDate, endDate) or individual days (dates)",
      description:
        "Hours default to 09:00-18:00 in the tenant's zone and must lie on the half-hour grid (else 400 TIME_OFF_GRID). " +
        "Dates from today to today+60. Existing slots are kept and times overlapping them skipped: no two slots ever " +
        "overlap (answer: created and skipped counts).",
    },
  })
  .input(generateSlotsInput)
  .output(generateSlotsResponse)
  .mutation(({ ctx, input }) => generateAvailability(ctx.scoped, input, ctx.tenant, new Date(), ctx.idempotency));
