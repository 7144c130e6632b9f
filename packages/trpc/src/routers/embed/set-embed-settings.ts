import { setEmbedOrigins } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { embedSettingsResponse, setEmbedSettingsInput } from "./embed-settings.types.ts";

export const setEmbedSettingsRoute = ownerProcedure
  .meta({
    openapi: {
      method: "PUT",
      path: "/account/embed",
      tags: ["account"],
      summary: "Sites (https origins, at most 10) whose pages may show the booking widget; [] turns it off",
    },
  })
  .input(setEmbedSettingsInput)
  .output(embedSettingsResponse)
  .mutation(({ ctx, input }) => setEmbedOrigins(ctx.platform, ctx.tenant, input.origins));
