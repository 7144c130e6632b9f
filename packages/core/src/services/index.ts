export { listActiveServices } from "./list-services.ts";
export { toServiceView, type ServiceView } from "./service-view.ts";
