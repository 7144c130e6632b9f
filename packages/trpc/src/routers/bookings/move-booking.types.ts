import { rescheduleBookingInput } from "@booking/contracts";
import { bookingIdInput } from "./booking.types.ts";
import { manageBookingView } from "./customer-booking.types.ts";

export const moveBookingInput = bookingIdInput.extend(rescheduleBookingInput.shape);
export const moveBookingResponse = manageBookingView;
