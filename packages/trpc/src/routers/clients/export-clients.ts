import { exportClientsCsv } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { clientsExportInput, csvFileView } from "./export-clients.types.ts";
import { callerLanguage } from "../bookings/caller-language.ts";

export const exportClientsRoute = adminProcedure
  .meta({
    download: "text/csv",
    openapi: {
      method: "GET",
      path: "/admin/clients/export",
      tags: ["admin", "clients"],
      summary:
        "The tenant's clients (matching search) as a CSV file with their counts and notes (headers in lang, else the caller's language)",
    },
  })
  .input(clientsExportInput)
  .output(csvFileView)
  .query(({ ctx, input }) => exportClientsCsv(ctx.scoped, input, ctx.tenant, input.lang ?? callerLanguage(ctx.user.language), new Date()));
