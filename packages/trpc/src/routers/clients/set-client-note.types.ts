import { z } from "zod";
import { clientNoteInput, id } from "@booking/contracts";
import { clientView } from "./client.types.ts";

export const setClientNoteInput = z.object({ id }).extend(clientNoteInput.shape);
export const setClientNoteResponse = clientView;
