import { z } from "zod";
import { id } from "@booking/contracts";
import { articleView } from "./article-view.types.ts";

export const getArticleInput = z.object({ id });
export const getArticleResponse = articleView;
