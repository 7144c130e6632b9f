import { router } from "../../init.ts";
import { listAvailableRoute } from "./list-available.ts";
import { availableDaysRoute } from "./available-days.ts";
import { availableTimesRoute } from "./available-times.ts";
import { createBookingRoute } from "./create-booking.ts";
import { holdTimeRoute } from "./hold-time.ts";
import { myBookingsRoute } from "./my-bookings.ts";
import { cancelBookingRoute } from "./cancel-booking.ts";
import { getBookingRoute } from "./get-booking.ts";
import { moveBookingRoute } from "./move-booking.ts";

export const bookingsRouter = router({
  available: listAvailableRoute,
  availableDays: availableDaysRoute,
  availableTimes: availableTimesRoute,
  create: createBookingRoute,
  hold: holdTimeRoute,
  my: myBookingsRoute,
  cancel: cancelBookingRoute,
  get: getBookingRoute,
  move: moveBookingRoute,
});
