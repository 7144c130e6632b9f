import { z } from "zod";
import { createBookingInput as createBookingBody } from "@booking/contracts";
import { bookingView } from "./booking.types.ts";

export const createBookingInput = createBookingBody.extend({
  // Spec §7 sends ?userId=; it is checked against the caller, never trusted.
  userId: z.string().max(64).optional().meta({ description: "Optional; must be the caller's own id (or Telegram id), else 403" }),
});

export const createBookingResponse = bookingView;
