import type { AppRouter } from "@booking/trpc";
import type { inferRouterOutputs } from "@trpc/server";

export type BusinessSettings = inferRouterOutputs<AppRouter>["account"]["business"];
