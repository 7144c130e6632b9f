import { listMyWaitlist } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { myWaitlistResponse } from "./waitlist.types.ts";

export const myWaitlistRoute = authedProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/waitlist/my",
      tags: ["waitlist"],
      summary: "The caller's waitlist entries in this tenant (live ones and the last week's), in join order",
    },
  })
  .output(myWaitlistResponse)
  .query(({ ctx }) => listMyWaitlist(ctx.scoped, ctx.tenant, ctx.user.id, new Date()));
