import { exportBookingsCsv } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { callerLanguage } from "./caller-language.ts";
import { adminExportBookingsInput, csvFileView } from "./admin-export-bookings.types.ts";

export const adminExportBookingsRoute = adminProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    download: "text/csv",
    sampleInput: { from: { daysFromToday: -30 }, to: { daysFromToday: 30 } },
    openapi: {
      method: "GET",
      path: "/admin/bookings/export",
      tags: ["admin", "bookings"],
      summary: "The bookings of local dates from..to as a CSV file (headers in lang, else the caller's language)",
    },
  })
  .input(adminExportBookingsInput)
  .output(csvFileView)
  .query(({ ctx, input }) => exportBookingsCsv(ctx.scoped, input, ctx.tenant, input.lang ?? callerLanguage(ctx.user.language), new Date()));
