import { z } from "zod";
import { bookingListInput } from "@booking/contracts";
import { adminBookingView } from "./booking.types.ts";

export const adminListBookingsInput = bookingListInput;
export const adminListBookingsResponse = z.array(adminBookingView);
