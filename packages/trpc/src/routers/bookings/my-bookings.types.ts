import { z } from "zod";
import { customerBookingView } from "./customer-booking.types.ts";

export const myBookingsResponse = z.array(customerBookingView);
