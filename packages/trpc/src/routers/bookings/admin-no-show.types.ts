import { noShowInput } from "@booking/contracts";
import { adminBookingView, bookingIdInput } from "./booking.types.ts";

export const adminNoShowInput = bookingIdInput.extend(noShowInput.shape);
export const adminNoShowResponse = adminBookingView;
