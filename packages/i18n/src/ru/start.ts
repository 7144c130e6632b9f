// The Russian texts of the customer screens, bundled with the mini app's first load; ru/later.ts has
// the staff screens', ru/landing.ts the landing page's and ru/auth.ts sign-up's and login's (loaded
// with those screens), ru/index.ts all of them.
import { paymentResult } from "./payment-result.ts";
import { plans } from "./plans.ts";
import { limits } from "./limits.ts";
import { setup } from "./setup.ts";
import { alerts, common, language, list, nav, notFound, toast } from "./common.ts";
import { errors } from "./errors.ts";
import { telegram } from "./telegram.ts";
import { articles, booking, home, myBookings, news, services } from "./tenant.ts";
import { calendar } from "./calendar.ts";
import { waitlist } from "./waitlist.ts";
import { manage } from "./manage.ts";
import { privacy } from "./privacy.ts";

export const ruStart = {
  common,
  language,
  nav,
  list,
  toast,
  notFound,
  alerts,
  plans,
  setup,
  home,
  services,
  booking,
  myBookings,
  manage,
  news,
  articles,
  calendar,
  waitlist,
  privacy,
  limits,
  paymentResult,
  errors,
  telegram,
};
