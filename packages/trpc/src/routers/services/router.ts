import { router } from "../../init.ts";
import { listServicesRoute } from "./list-services.ts";

export const servicesRouter = router({
  list: listServicesRoute,
});
