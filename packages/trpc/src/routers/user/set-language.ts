import { toUserView } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { setLanguageInput, setLanguageResponse } from "./set-language.types.ts";

export const setLanguageRoute = globalAccountProcedure
  .meta({ openapi: { method: "PUT", path: "/user/language", tags: ["user"], summary: "Set the interface language (ru or en)" } })
  .input(setLanguageInput)
  .output(setLanguageResponse)
  .mutation(async ({ ctx, input }) => {
    const user = await ctx.platform.user.update({ where: { id: ctx.user.id }, data: { language: input.language } });
    return toUserView(user, ctx.membership, ctx.tenant, ctx.deps.config);
  });
