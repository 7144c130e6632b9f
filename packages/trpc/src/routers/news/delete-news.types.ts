import { z } from "zod";
import { id } from "@booking/contracts";

export const deleteNewsInput = z.object({ id });
export const deleteNewsResponse = z.object({ id: z.string() });
