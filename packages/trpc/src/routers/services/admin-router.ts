import { router } from "../../init.ts";
import { adminListServicesRoute } from "./admin-list-services.ts";
import { createServiceRoute } from "./create-service.ts";
import { updateServiceRoute } from "./update-service.ts";
import { deleteServiceRoute } from "./delete-service.ts";

export const adminServicesRouter = router({
  list: adminListServicesRoute,
  create: createServiceRoute,
  update: updateServiceRoute,
  delete: deleteServiceRoute,
});
