import { bookingIdInput } from "./booking.types.ts";
import { manageBookingView } from "./customer-booking.types.ts";

export const cancelBookingInput = bookingIdInput;
export const cancelBookingResponse = manageBookingView;
