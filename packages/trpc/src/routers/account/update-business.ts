import { updateBusinessSettings } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { businessSettingsInput, businessSettingsResponse } from "./business.types.ts";

export const updateBusinessRoute = ownerProcedure
  .meta({
    errors: ["TIME_ZONE_INVALID", "TELEGRAM_USERNAME_INVALID", "invalidPhone", "invalidEmail"],
    openapi: {
      method: "PUT",
      path: "/account/business",
      tags: ["account"],
      summary:
        "Edit the business name, short description, contacts and IANA time zone. Bookings keep their real instants when the zone changes. Empty contacts are cleared.",
    },
  })
  .input(businessSettingsInput)
  .output(businessSettingsResponse)
  .mutation(({ ctx, input }) => updateBusinessSettings(ctx.scoped, ctx.tenant.id, input));
