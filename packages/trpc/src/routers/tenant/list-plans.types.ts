import { z } from "zod";
import { planName } from "@booking/contracts";
import { planLimitsView } from "../account/account.types.ts";

export const planView = z.object({
  plan: planName,
  limits: planLimitsView,
  popular: z.boolean(),
  featureKeys: z.array(z.string()).meta({ description: "i18n keys under plans.features" }),
  gradient: z.string(),
});

export const listPlansResponse = z.array(planView);
