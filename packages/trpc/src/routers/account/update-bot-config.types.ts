import { botConfigInput } from "@booking/contracts";
import { botConfigView } from "./account.types.ts";

export const updateBotConfigInput = botConfigInput;
export const updateBotConfigResponse = botConfigView;
