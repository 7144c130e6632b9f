import { id, serviceUpdateInput } from "@booking/contracts";
import { serviceView } from "./list-services.types.ts";

export const updateServiceInput = serviceUpdateInput.extend({ id });
export const updateServiceResponse = serviceView;
