import { languageInput } from "@booking/contracts";
import { userView } from "./user-view.types.ts";

export const setLanguageInput = languageInput;
export const setLanguageResponse = userView;
