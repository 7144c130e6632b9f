import { adminCreateBookingInput as input } from "@booking/contracts";
import { adminBookingView } from "./booking.types.ts";

export const adminCreateBookingInput = input;
export const adminCreateBookingResponse = adminBookingView;
