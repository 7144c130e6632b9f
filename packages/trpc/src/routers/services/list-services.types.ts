import { z } from "zod";
import { intakeQuestion } from "@booking/contracts";

export const serviceView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  isActive: z.boolean(),
  questions: z.array(intakeQuestion).meta({ description: "Asked when booking this service (issue 31.1); empty: none" }),
});

/** In lists the tenant's currency comes along, so prices can be shown in it. */
export const serviceListItem = serviceView.extend({
  currency: z.string().meta({ description: "The tenant's currency (ISO 4217): `price` is in its major units" }),
});

export const listServicesResponse = z.array(serviceListItem);

/** Lists answer each service with the tenant's currency. */
export function withCurrency<T>(services: readonly T[], currency: string): (T & { currency: string })[] {
  return services.map((service) => ({ ...service, currency }));
}
