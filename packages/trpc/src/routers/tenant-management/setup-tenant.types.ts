import { z } from "zod";
import { tenantSetupInput } from "@booking/contracts";
import { tenantCreatedFields } from "./tenant-setup.types.ts";

export const setupTenantInput = tenantSetupInput;
export const setupTenantResponse = z.object(tenantCreatedFields);
