import { z } from "zod";
import { id } from "@booking/contracts";
import { bookingView } from "../bookings/booking.types.ts";

export const clientBookingsInput = z.object({ id });
export const clientBookingsResponse = z.array(bookingView);
