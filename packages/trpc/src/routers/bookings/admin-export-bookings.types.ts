import { z } from "zod";
import { bookingsExportInput } from "@booking/contracts";

export const adminExportBookingsInput = bookingsExportInput;
/** REST answers the content itself as text/csv with this file name (meta `download`). */
export const csvFileView = z.object({
  filename: z.string(),
  content: z.string().meta({ description: "UTF-8 CSV with a byte order mark, CRLF lines" }),
});
