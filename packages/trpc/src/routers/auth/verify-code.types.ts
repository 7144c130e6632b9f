import { verifyCodeInput as verifyCodeSchema } from "@booking/contracts";
import { signedInResponse } from "../user/user-view.types.ts";

export const verifyCodeInput = verifyCodeSchema;
export const verifyCodeResponse = signedInResponse;
