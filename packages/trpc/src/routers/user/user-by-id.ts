import { readUserAs, toUserView } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { userByIdInput, userByIdResponse } from "./user-by-id.types.ts";

export const userByIdRoute = authedProcedure
  .meta({
    errors: ["NOT_FOUND"],
    pathResource: "user",
    openapi: {
      method: "GET",
      path: "/user/me/{id}",
      tags: ["user"],
      summary: "A user by id: yourself, or a member of the tenant you administer",
    },
  })
  .input(userByIdInput)
  .output(userByIdResponse)
  .query(async ({ ctx, input }) => {
    const { user, membership } = await readUserAs(ctx.scoped, { user: ctx.user, membership: ctx.membership }, input.id);
    return toUserView(user, membership, ctx.tenant, ctx.deps.config);
  });
