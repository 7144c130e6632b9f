// Spec §5 custom domain: entered as a bare host name, without a scheme or a path; anything with
// "://" or "/" is an invalid format (domain.invalidFormat). The server checks the full syntax and
// uniqueness (DOMAIN_INVALID_FORMAT, DOMAIN_TAKEN).
import { tenantAddress } from "../../../router/paths.ts";

export function domainFormatProblem(input: string): "domain.invalidFormat" | null {
  const value = input.trim();
  return value.includes("://") || value.includes("/") ? "domain.invalidFormat" : null;
}

/** Where the tenant's page lives on its own domain. */
export function customDomainUrl(domain: string, tenantSlug: string): string {
  return tenantAddress(tenantSlug, { origin: "", customDomain: domain });
}
