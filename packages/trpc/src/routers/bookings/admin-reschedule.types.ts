import { rescheduleBookingInput } from "@booking/contracts";
import { bookingIdInput, bookingView } from "./booking.types.ts";

export const adminRescheduleInput = bookingIdInput.extend(rescheduleBookingInput.shape);
export const adminRescheduleResponse = bookingView;
