import { userIdInput } from "@booking/contracts";
import { userView } from "./user-view.types.ts";

export const userByIdInput = userIdInput;
export const userByIdResponse = userView;
