import { router } from "../../init.ts";
import { adminListBookingsRoute } from "./admin-list-bookings.ts";
import { adminSetStatusRoute } from "./admin-set-status.ts";
import { adminRescheduleRoute } from "./admin-reschedule.ts";
import { adminCancelBookingRoute } from "./admin-cancel-booking.ts";

export const adminBookingsRouter = router({
  list: adminListBookingsRoute,
  setStatus: adminSetStatusRoute,
  reschedule: adminRescheduleRoute,
  cancel: adminCancelBookingRoute,
});
