import { z } from "zod";
import { BOOKING_LOCATION_KINDS, intakeQuestion, serviceLocationView } from "@booking/contracts";

export const serviceView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  isActive: z.boolean(),
  questions: z.array(intakeQuestion).meta({ description: "Asked when booking this service (issue 31.1); empty: none" }),
  locationKind: z
    .enum(BOOKING_LOCATION_KINDS)
    .nullable()
    .meta({ description: "In person, by phone or online (issue 31.2); null: not said. The address or link comes with a booking only" }),
});

/** What the admin edits: the whole location setting too (its link is never in a public list). */
export const adminServiceView = serviceView.extend({ location: serviceLocationView.nullable() });

/** In lists the tenant's currency comes along, so prices can be shown in it. */
export const currencyField = {
  currency: z.string().meta({ description: "The tenant's currency (ISO 4217): `price` is in its major units" }),
};
export const serviceListItem = serviceView.extend(currencyField);

export const listServicesResponse = z.array(serviceListItem);

/** Lists answer each service with the tenant's currency. */
export function withCurrency<T>(services: readonly T[], currency: string): (T & { currency: string })[] {
  return services.map((service) => ({ ...service, currency }));
}
