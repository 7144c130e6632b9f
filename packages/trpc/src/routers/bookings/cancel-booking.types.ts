import { bookingIdInput, bookingView } from "./booking.types.ts";

export const cancelBookingInput = bookingIdInput;
export const cancelBookingResponse = bookingView;
