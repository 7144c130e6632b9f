import { id, newsFormInput } from "@booking/contracts";
import { newsView } from "./news-view.types.ts";

export const updateNewsInput = newsFormInput.extend({ id });
export const updateNewsResponse = newsView;
