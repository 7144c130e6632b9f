import { z } from "zod";
import { bookingListInput } from "@booking/contracts";
import { bookingView } from "./booking.types.ts";

export const adminListBookingsInput = bookingListInput;
export const adminListBookingsResponse = z.array(bookingView);
