import { webRegistrationInput } from "@booking/contracts";
import { signedInResponse } from "./user-view.types.ts";

export const registerWebInput = webRegistrationInput;
export const registerWebResponse = signedInResponse;
