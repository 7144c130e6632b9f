import { z } from "zod";
import { embedSettingsInput } from "@booking/contracts";

export const setEmbedSettingsInput = embedSettingsInput;
export const embedSettingsResponse = z.object({
  origins: z.array(z.string()).meta({ description: "Sites whose pages may frame the booking pages (CSP frame-ancestors)" }),
});
