import { router } from "../../init.ts";
import { getBookingPolicyRoute } from "./get-booking-policy.ts";
import { setBookingPolicyRoute } from "./set-booking-policy.ts";

export const adminBookingPolicyRouter = router({
  get: getBookingPolicyRoute,
  set: setBookingPolicyRoute,
});
