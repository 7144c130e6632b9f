import { userView } from "../user/user-view.types.ts";

export const getProfileResponse = userView;
