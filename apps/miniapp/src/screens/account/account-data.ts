// The account area's data. /account is outside the tenant area, so the page names the tenant it
// manages with ?tenant=<slug> (as the payment result page does); without it the last tenant managed
// here is used, else the server's own choice (the tenant of a custom domain, or "default"). The
// screen's tabs run inside that tenant's data layer (DataProvider tenant=…), so every call carries
// it and its answers live in that tenant's own cache.
import type { AppRouter } from "@booking/trpc";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { createContext, useContext, useState } from "react";
import { useSearchParams } from "react-router";
import { appStorage } from "../../lib/storage.ts";
import { useTRPC } from "../../data/trpc.ts";
import { ACCOUNT_TENANT_PARAM, accountPath } from "../../router/paths.ts";

/** Where the account screen is opened for a business (router/paths.ts: the tenant home links it too). */
export { ACCOUNT_TENANT_PARAM, accountPath };

type Outputs = inferRouterOutputs<AppRouter>;
export type Account = Outputs["account"]["get"];
export type Profile = Outputs["account"]["profile"];
export type PlanView = Outputs["tenant"]["plans"][number];
export type PlanName = PlanView["plan"];
export type PaymentMethod = Account["paymentMethods"][number];
export type PaymentProvider = PaymentMethod["provider"];

/** The tenant whose account area was opened last in this browser. */
const REMEMBERED_TENANT_KEY = "accountTenant";

export function rememberAccountTenant(slug: string): void {
  appStorage.setItem(REMEMBERED_TENANT_KEY, slug);
}

/**
 * Resolved once by the screen: the URL's tenant, else the one remembered when the screen opened
 * (read once, so remembering the loaded tenant does not switch the screen's keys mid-visit).
 */
export function useResolvedAccountTenant(): string | undefined {
  const [params] = useSearchParams();
  const [remembered] = useState(() => appStorage.getItem(REMEMBERED_TENANT_KEY));
  return params.get(ACCOUNT_TENANT_PARAM) || remembered || undefined;
}

/**
 * Without a tenant in the URL or remembered, the first booking page the user owns
 * (GET /api/user/tenants); null when they own none.
 */
export function useOwnedTenantQuery(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.user.tenants.queryOptions(undefined, { enabled }),
    select: (tenants) => tenants.find((tenant) => tenant.isOwner)?.slug ?? null,
  });
}

const AccountTenantContext = createContext<string | undefined>(undefined);

/** Gives every part of the screen the tenant the screen resolved. */
export const AccountTenantProvider = AccountTenantContext.Provider;

export function useAccountTenant(): string | undefined {
  return useContext(AccountTenantContext);
}

export function useAccountQuery() {
  return useQuery(useTRPC().account.get.queryOptions());
}

export function useProfileQuery() {
  return useQuery(useTRPC().account.profile.queryOptions());
}

/** The plan catalogue (the same for every tenant). */
export function usePlansQuery() {
  return useQuery(useTRPC().tenant.plans.queryOptions(undefined, { retry: false }));
}
