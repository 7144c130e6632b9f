import { userView } from "./user-view.types.ts";

export const meResponse = userView;
