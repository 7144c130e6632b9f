import { z } from "zod";
import { tenantCurrency } from "@booking/contracts";

export const setCurrencyInput = z.object({ currency: tenantCurrency });
export const setCurrencyResponse = z.object({ currency: tenantCurrency });
