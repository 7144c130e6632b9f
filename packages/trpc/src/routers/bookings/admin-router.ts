import { router } from "../../init.ts";
import { adminListBookingsRoute } from "./admin-list-bookings.ts";
import { adminSetStatusRoute } from "./admin-set-status.ts";
import { adminRescheduleRoute } from "./admin-reschedule.ts";
import { adminCancelBookingRoute } from "./admin-cancel-booking.ts";
import { adminSearchBookingsRoute } from "./admin-search-bookings.ts";
import { adminCalendarRoute } from "./admin-calendar.ts";
import { adminConfirmManyRoute } from "./admin-confirm-many.ts";
import { adminNoShowRoute } from "./admin-no-show.ts";
import { adminCreateBookingRoute } from "./admin-create-booking.ts";
import { adminExportBookingsRoute } from "./admin-export-bookings.ts";

export const adminBookingsRouter = router({
  list: adminListBookingsRoute,
  setStatus: adminSetStatusRoute,
  reschedule: adminRescheduleRoute,
  cancel: adminCancelBookingRoute,
  search: adminSearchBookingsRoute,
  calendar: adminCalendarRoute,
  confirmMany: adminConfirmManyRoute,
  setNoShow: adminNoShowRoute,
  create: adminCreateBookingRoute,
  export: adminExportBookingsRoute,
});
