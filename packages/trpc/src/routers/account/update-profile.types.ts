import { z } from "zod";
import { updateProfileInput as input } from "@booking/contracts";
import { userView } from "../user/user-view.types.ts";

export const updateProfileInput = input;
export const updateProfileResponse = userView.extend({
  pendingEmail: z
    .string()
    .nullable()
    .meta({ description: "A new email waiting for the code mailed to it; null when the email did not change" }),
});
