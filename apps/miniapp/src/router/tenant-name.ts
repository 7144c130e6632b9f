// Spec §2: screens read the tenant name from the `tenantName` route parameter, or from the first
// segment of the wildcard part of the route; top-level screens (/login, /register) have none.
import { useParams } from "react-router";

export type RouteParams = Readonly<Record<string, string | undefined>>;

export function tenantNameFromParams(params: RouteParams): string | undefined {
  if (params.tenantName) return params.tenantName;
  const firstSegment = params["*"]?.split("/").find((segment) => segment !== "");
  return firstSegment || undefined;
}

/** The current tenant name, or undefined outside the tenant area. */
export function useTenantName(): string | undefined {
  return tenantNameFromParams(useParams());
}
