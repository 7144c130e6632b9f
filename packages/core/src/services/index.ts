export { listActiveServices } from "./list-services.ts";
export { toAdminServiceView, toServiceView, type AdminServiceView, type ServiceView } from "./service-view.ts";
export {
  createService,
  deleteService,
  listArchivedServices,
  listServicesForAdmin,
  restoreService,
  updateService,
  type DeletedService,
  type NewService,
  type ServiceChanges,
  type ServiceFields,
} from "./manage-services.ts";
