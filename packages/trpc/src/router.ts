// The whole API. Each domain owns routers/<domain>/ (one procedure per file, a .types.ts beside it);
// admin procedures are grouped under `admin` (REST: /api/admin/...).
import { router } from "./init.ts";
import { servicesRouter } from "./routers/services/router.ts";
import { newsRouter } from "./routers/news/router.ts";
import { articlesRouter } from "./routers/articles/router.ts";
import { bookingsRouter } from "./routers/bookings/router.ts";
import { adminRouter } from "./routers/admin/router.ts";
import { userRouter } from "./routers/user/router.ts";
import { authRouter } from "./routers/auth/router.ts";
import { tenantManagementRouter } from "./routers/tenant-management/router.ts";
import { accountRouter } from "./routers/account/router.ts";
import { tenantRouter } from "./routers/tenant/router.ts";
import { paymentsRouter } from "./routers/payments/router.ts";
import { apiKeysRouter } from "./routers/api-keys/router.ts";
import { webhooksRouter } from "./routers/webhooks/router.ts";
import { brandingRouter } from "./routers/branding/router.ts";
import { embedRouter } from "./routers/embed/router.ts";
import { calendarRouter } from "./routers/calendar/router.ts";
import { teamRouter } from "./routers/team/router.ts";
import { expertsRouter } from "./routers/experts/router.ts";
import { expertDeskRouter } from "./routers/expert-desk/router.ts";
import { waitlistRouter } from "./routers/waitlist/router.ts";
import { privacyRouter } from "./routers/privacy/router.ts";

export const appRouter = router({
  services: servicesRouter,
  news: newsRouter,
  articles: articlesRouter,
  bookings: bookingsRouter,
  admin: adminRouter,
  user: userRouter,
  auth: authRouter,
  tenantManagement: tenantManagementRouter,
  account: accountRouter,
  tenant: tenantRouter,
  payments: paymentsRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  branding: brandingRouter,
  embed: embedRouter,
  calendar: calendarRouter,
  team: teamRouter,
  experts: expertsRouter,
  expert: expertDeskRouter,
  waitlist: waitlistRouter,
  privacy: privacyRouter,
});

export type AppRouter = typeof appRouter;
