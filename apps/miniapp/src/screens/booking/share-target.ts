// What the booking screen's Share action sends (issue 18.2): the web address of this service's
// booking (built by the shared links module, like every start link), with the business's name.
import { miniAppUrl } from "@booking/telegram/links";
import type { Service } from "../../data/api-types.ts";
import type { ShareTarget } from "../../lib/share.ts";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";

export function serviceShareTarget(
  origin: string,
  tenant: string,
  service: Pick<Service, "id" | "name">,
  business?: { name: string; logoUrl: string | null },
): ShareTarget | null {
  try {
    const url = miniAppUrl(origin, tenant, `/booking?service=${encodeURIComponent(service.id)}`);
    if (!business) return { url, text: service.name };
    return {
      url,
      text: `${business.name}: ${service.name}`,
      name: business.name,
      ...(business.logoUrl ? { image: new URL(business.logoUrl, origin).href } : {}),
    };
  } catch {
    // Not a tenant slug the links module would build (an odd URL): nothing to share.
    return null;
  }
}

export function useShareTarget(tenant: string, service: Service | undefined): ShareTarget | null {
  const { profile } = useTenantProfile(tenant);
  return service ? serviceShareTarget(window.location.origin, tenant, service, profile ?? undefined) : null;
}
