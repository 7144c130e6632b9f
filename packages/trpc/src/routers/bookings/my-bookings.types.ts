import { z } from "zod";
import { bookingView } from "./booking.types.ts";

export const myBookingsResponse = z.array(bookingView);
