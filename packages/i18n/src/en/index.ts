// English resources (namespace "translation"): the reference key tree for every language.
import { account, domain, promo } from "./account.ts";
import { paymentResult } from "./payment-result.ts";
import { admin } from "./admin.ts";
import { business } from "./business.ts";
import { limits } from "./limits.ts";
import { login, register, setup } from "./auth.ts";
import { alerts, common, language, list, nav, notFound, toast } from "./common.ts";
import { errors } from "./errors.ts";
import { landing, plans } from "./landing.ts";
import { telegram } from "./telegram.ts";
import { articles, booking, home, myBookings, news, services } from "./tenant.ts";
import { calendar } from "./calendar.ts";
import { apiAccess } from "./api-access.ts";
import { waitlist } from "./waitlist.ts";
import { staff } from "./staff.ts";
import { manage } from "./manage.ts";
import { privacy } from "./privacy.ts";
import { personalData } from "./personal-data.ts";
import { planner } from "./planner.ts";

export const en = {
  common,
  language,
  nav,
  list,
  toast,
  notFound,
  alerts,
  landing,
  plans,
  register,
  login,
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
  personalData,
  planner,
  admin,
  staff,
  account,
  business,
  limits,
  domain,
  promo,
  paymentResult,
  apiAccess,
  errors,
  telegram,
};

export type Translation = typeof en;
