import { router } from "../../init.ts";
import { listAvailableRoute } from "./list-available.ts";
import { createBookingRoute } from "./create-booking.ts";
import { myBookingsRoute } from "./my-bookings.ts";
import { cancelBookingRoute } from "./cancel-booking.ts";

export const bookingsRouter = router({
  available: listAvailableRoute,
  create: createBookingRoute,
  my: myBookingsRoute,
  cancel: cancelBookingRoute,
});
