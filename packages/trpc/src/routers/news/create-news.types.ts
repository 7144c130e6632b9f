import { newsFormInput } from "@booking/contracts";
import { newsView } from "./news-view.types.ts";

export const createNewsInput = newsFormInput;
export const createNewsResponse = newsView;
