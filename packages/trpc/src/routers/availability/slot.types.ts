// Spec §3 Slot as admins see it (plus which booking holds it).
import { z } from "zod";

export const adminSlotView = z.object({
  id: z.string(),
  date: z.string().meta({ description: "yyyy-MM-dd, the tenant's local date" }),
  startTime: z.string().meta({ description: "HH:mm local" }),
  endTime: z.string().meta({ description: "HH:mm local (24:00 = next midnight)" }),
  isBooked: z.boolean(),
  bookingId: z.string().nullable(),
});

/** Query strings carry "true"/"false"; tRPC callers may send a real boolean. */
export const queryBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "Expected true or false" }),
);
