import { articleFormInput } from "@booking/contracts";
import { articleView } from "./article-view.types.ts";

export const createArticleInput = articleFormInput;
export const createArticleResponse = articleView;
