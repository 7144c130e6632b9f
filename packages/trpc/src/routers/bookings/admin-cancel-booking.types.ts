import { bookingIdInput, bookingView } from "./booking.types.ts";

export const adminCancelBookingInput = bookingIdInput;
export const adminCancelBookingResponse = bookingView;
