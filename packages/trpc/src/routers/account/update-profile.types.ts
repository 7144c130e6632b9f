import { updateProfileInput as input } from "@booking/contracts";
import { userView } from "../user/user-view.types.ts";

export const updateProfileInput = input;
export const updateProfileResponse = userView;
