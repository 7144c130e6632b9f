import { z } from "zod";
import { dateRangeInput } from "@booking/contracts";

export const deleteSlotsInput = dateRangeInput;
export const deleteSlotsResponse = z.object({ deleted: z.number().int() });
