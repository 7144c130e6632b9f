import { z } from "zod";
import { id } from "@booking/contracts";

export const deleteServiceInput = z.object({ id });
/** `archived`: the service had bookings, so it was hidden and kept instead of destroyed. */
export const deleteServiceResponse = z.object({ id: z.string(), archived: z.boolean() });
