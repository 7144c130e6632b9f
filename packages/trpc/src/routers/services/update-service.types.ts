import { id, serviceUpdateInput } from "@booking/contracts";
import { adminServiceView } from "./list-services.types.ts";

export const updateServiceInput = serviceUpdateInput.extend({ id });
export const updateServiceResponse = adminServiceView;
