import { serviceFormInput } from "@booking/contracts";
import { serviceView } from "./list-services.types.ts";

export const createServiceInput = serviceFormInput;
export const createServiceResponse = serviceView;
