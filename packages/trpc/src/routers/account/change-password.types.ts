import { z } from "zod";
import { changePasswordInput as input } from "@booking/contracts";

export const changePasswordInput = input;
export const changePasswordResponse = z.object({ success: z.literal(true) });
