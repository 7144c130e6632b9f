import { z } from "zod";
import { ownerRegistrationInput } from "@booking/contracts";
import { tenantCreatedFields } from "./tenant-setup.types.ts";

export const registerOwnerInput = ownerRegistrationInput;
export const registerOwnerResponse = z.object({ token: z.string(), ...tenantCreatedFields });
