import { leaveWaitlist, listMyWaitlist } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { waitlistEntryView, waitlistIdInput } from "./waitlist.types.ts";

export const leaveWaitlistRoute = authedProcedure
  .meta({
    errors: ["WAITLIST_ENTRY_NOT_FOUND"],
    pathResource: "waitlistEntry",
    openapi: {
      method: "DELETE",
      path: "/waitlist/{id}",
      tags: ["waitlist"],
      summary: "Leave one's own waitlist entry (an offered time goes to the next customer)",
    },
  })
  .input(waitlistIdInput)
  .output(waitlistEntryView)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    await leaveWaitlist(ctx.scoped, ctx.tenant.id, ctx.user.id, input.id, now);
    const entries = await listMyWaitlist(ctx.scoped, ctx.tenant, ctx.user.id, now);
    return entries.find((entry) => entry.id === input.id)!;
  });
