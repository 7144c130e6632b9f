import { z } from "zod";
import { clientListInput } from "@booking/contracts";
import { clientView } from "./client.types.ts";

export const listClientsInput = clientListInput;
export const listClientsResponse = z.object({
  items: z.array(clientView),
  total: z.number().int().meta({ description: "Clients matching the search, all pages" }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
