import { z } from "zod";
import { requestCodeInput as requestCodeSchema } from "@booking/contracts";

export const requestCodeInput = requestCodeSchema;
export const requestCodeResponse = z.object({ sessionId: z.string(), expiresAt: z.iso.datetime() });
