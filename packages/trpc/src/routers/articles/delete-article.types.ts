import { z } from "zod";
import { id } from "@booking/contracts";

export const deleteArticleInput = z.object({ id });
export const deleteArticleResponse = z.object({ id: z.string() });
