import { miniAppRegistrationInput } from "@booking/contracts";
import { signedInResponse } from "./user-view.types.ts";

export const registerMiniAppInput = miniAppRegistrationInput;
export const registerMiniAppResponse = signedInResponse;
