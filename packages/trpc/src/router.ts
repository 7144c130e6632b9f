import { router } from "./init.ts";
import { servicesRouter } from "./routers/services/router.ts";

export const appRouter = router({
  services: servicesRouter,
});

export type AppRouter = typeof appRouter;
