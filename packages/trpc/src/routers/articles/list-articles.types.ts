import { z } from "zod";
import { listLimitInput } from "@booking/contracts";
import { articleView } from "./article-view.types.ts";

// prefault: a tRPC call without input gets the default limit too.
export const listArticlesInput = listLimitInput.prefault({});
export const listArticlesResponse = z.array(articleView);
