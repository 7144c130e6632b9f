import { articleFormInput, id } from "@booking/contracts";
import { articleView } from "./article-view.types.ts";

export const updateArticleInput = articleFormInput.extend({ id });
export const updateArticleResponse = articleView;
