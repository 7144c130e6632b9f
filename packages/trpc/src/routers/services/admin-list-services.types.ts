import { listServicesResponse } from "./list-services.types.ts";

/** Same shape as the public list; inactive services included. */
export const adminListServicesResponse = listServicesResponse;
