// Everything under /api/admin: each domain keeps its admin procedures beside its public ones.
import { router } from "../../init.ts";
import { adminServicesRouter } from "../services/admin-router.ts";
import { adminNewsRouter } from "../news/admin-router.ts";
import { adminArticlesRouter } from "../articles/admin-router.ts";
import { adminBookingsRouter } from "../bookings/admin-router.ts";
import { adminAvailabilityRouter } from "../availability/admin-router.ts";
import { adminStatsRouter } from "../stats/admin-router.ts";
import { adminBookingPolicyRouter } from "../booking-policy/admin-router.ts";
import { adminClientsRouter } from "../clients/admin-router.ts";
import { adminScheduleRouter } from "../schedule/admin-router.ts";
import { adminExpertsRouter } from "../experts/router.ts";
import { adminWaitlistRouter } from "../waitlist/router.ts";

export const adminRouter = router({
  services: adminServicesRouter,
  news: adminNewsRouter,
  articles: adminArticlesRouter,
  bookings: adminBookingsRouter,
  availability: adminAvailabilityRouter,
  stats: adminStatsRouter,
  bookingPolicy: adminBookingPolicyRouter,
  clients: adminClientsRouter,
  schedule: adminScheduleRouter,
  experts: adminExpertsRouter,
  waitlist: adminWaitlistRouter,
});
