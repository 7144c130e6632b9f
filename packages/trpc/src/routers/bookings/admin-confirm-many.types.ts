import { z } from "zod";
import { bulkConfirmInput } from "@booking/contracts";

export const adminConfirmManyInput = bulkConfirmInput;
export const adminConfirmManyResponse = z.object({ confirmed: z.array(z.string()).meta({ description: "The ids now CONFIRMED" }) });
