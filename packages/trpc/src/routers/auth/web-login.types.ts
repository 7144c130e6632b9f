import { webLoginInput as webLoginSchema } from "@booking/contracts";
import { signedInResponse } from "../user/user-view.types.ts";

export const webLoginInput = webLoginSchema;
export const webLoginResponse = signedInResponse;
