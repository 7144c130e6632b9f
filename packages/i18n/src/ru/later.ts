// The Russian texts only the staff screens use (back office, account, tenant setup, invitations): the
// mini app loads them with those screens, so a customer's first visit downloads only the texts of
// the customer screens (ru/start.ts; budget: initial JS <= 150 KB gzip). ru/index.ts is both.
import { account, domain, promo } from "./account.ts";
import { admin } from "./admin.ts";
import { apiAccess } from "./api-access.ts";
import { business } from "./business.ts";
import { staff } from "./staff.ts";
import { personalData } from "./personal-data.ts";
import { planner } from "./planner.ts";

export const ruLater = { admin, staff, planner, account, business, domain, promo, apiAccess, personalData };
