// The clients export takes the contracts' filter and answers a CSV file like the bookings export.
export { clientsExportInput } from "@booking/contracts";
export { csvFileView } from "../bookings/admin-export-bookings.types.ts";
