import { router } from "../../init.ts";
import { adminListServicesRoute } from "./admin-list-services.ts";
import { createServiceRoute } from "./create-service.ts";
import { updateServiceRoute } from "./update-service.ts";
import { deleteServiceRoute } from "./delete-service.ts";
import { listArchivedServicesRoute } from "./list-archived-services.ts";
import { restoreServiceRoute } from "./restore-service.ts";

export const adminServicesRouter = router({
  list: adminListServicesRoute,
  create: createServiceRoute,
  update: updateServiceRoute,
  delete: deleteServiceRoute,
  archived: listArchivedServicesRoute,
  restore: restoreServiceRoute,
});
