import { z } from "zod";
import { adminServiceView, currencyField } from "./list-services.types.ts";

/** The public list's shape plus the location setting; inactive services included. */
export const adminListServicesResponse = z.array(adminServiceView.extend(currencyField));
