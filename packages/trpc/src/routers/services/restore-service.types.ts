import { z } from "zod";
import { id } from "@booking/contracts";
import { adminServiceView } from "./list-services.types.ts";

export const restoreServiceInput = z.object({ id });
/** The restored service, switched off until the admin switches it on. */
export const restoreServiceResponse = adminServiceView;
