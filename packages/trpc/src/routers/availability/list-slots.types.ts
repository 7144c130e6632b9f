import { z } from "zod";
import { dateRangeInput } from "@booking/contracts";
import { adminSlotView } from "./slot.types.ts";

export const listSlotsInput = dateRangeInput;
export const listSlotsResponse = z.array(adminSlotView);
