import { z } from "zod";
import { listLimitInput } from "@booking/contracts";
import { newsView } from "./news-view.types.ts";

// prefault: a tRPC call without input gets the default limit too.
export const listNewsInput = listLimitInput.prefault({});
export const listNewsResponse = z.array(newsView);
