// The currencies a tenant can price in (issue 12.5): USD, the spec's default, and RUB, the only one
// T-Bank and SBP take. The database's CHECK Tenant_currency_supported holds the same list.
import { z } from "zod";

export const TENANT_CURRENCIES = ["USD", "RUB"] as const;
export type TenantCurrency = (typeof TENANT_CURRENCIES)[number];

export const tenantCurrency = z.enum(TENANT_CURRENCIES, { error: "currency must be USD or RUB" });
