import { toUserView } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { getProfileResponse } from "./get-profile.types.ts";

export const getProfileRoute = globalAccountProcedure
  .meta({ openapi: { method: "GET", path: "/user/profile", tags: ["account"], summary: "The caller's own profile" } })
  .output(getProfileResponse)
  .query(({ ctx }) => toUserView(ctx.user, ctx.membership, ctx.tenant, ctx.deps.config));
