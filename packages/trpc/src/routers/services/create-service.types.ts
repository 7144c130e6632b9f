import { serviceFormInput } from "@booking/contracts";
import { adminServiceView } from "./list-services.types.ts";

export const createServiceInput = serviceFormInput;
export const createServiceResponse = adminServiceView;
