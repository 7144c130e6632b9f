import { embedSettingsOf } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { embedSettingsResponse } from "./embed-settings.types.ts";

export const getEmbedSettingsRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/embed",
      tags: ["account"],
      summary: "The embeddable widget: the sites allowed to frame the booking pages",
    },
  })
  .output(embedSettingsResponse)
  .query(({ ctx }) => embedSettingsOf(ctx.tenant));
