import { bookingStatusInput } from "@booking/contracts";
import { bookingIdInput, bookingView } from "./booking.types.ts";

export const adminSetStatusInput = bookingIdInput.extend(bookingStatusInput.shape);
export const adminSetStatusResponse = bookingView;
