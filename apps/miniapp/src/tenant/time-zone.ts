// Issue 14.5: every time a customer sees is the tenant's wall clock. When the viewer's device is in
// another zone (another UTC offset now), the times say whose clock they are: "GMT+3" beside a time,
// "Times are Moscow Standard Time (GMT+3)" above a list of times. Same offset: nothing is added.
import { useTenantName } from "../router/tenant-name.ts";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { useTranslation } from "react-i18next";
import { useTenantProfile } from "./tenant-profile.ts";

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function zonePart(zone: string, language: string, style: "shortOffset" | "long", at: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** "Moscow Standard Time" for a business's zone in the reader's language (the IANA name if none). */
export function zoneName(timeZone: string, language: string): string {
  return zonePart(timeZone, language, "long", new Date()) ?? timeZone;
}

export interface ZoneNote {
  /** "GMT+3": beside a time. */
  short: string;
  /** "Moscow Standard Time (GMT+3)": once, above times. */
  long: string;
}

/** The note for times in `tenantZone`, or null when the viewer's clock shows the same time now. */
export function zoneNote(
  tenantZone: string | undefined,
  language: string,
  viewer: string = viewerZone(),
  at: Date = new Date(),
): ZoneNote | null {
  if (!tenantZone || tenantZone === viewer) return null;
  const tenantOffset = zonePart(tenantZone, "en", "shortOffset", at);
  if (!tenantOffset || tenantOffset === zonePart(viewer, "en", "shortOffset", at)) return null;
  const short = zonePart(tenantZone, language, "shortOffset", at) ?? tenantOffset;
  const long = zonePart(tenantZone, language, "long", at);
  return { short, long: long && long !== short ? `${long} (${short})` : short };
}

/** The note for the current tenant's times (its zone from the public profile, or `fallbackZone`). */
export function useZoneNote(fallbackZone?: string): ZoneNote | null {
  const { i18n } = useTranslation();
  const { profile } = useTenantProfile(useTenantName() ?? DEFAULT_TENANT_SLUG);
  return zoneNote(profile?.timeZone ?? fallbackZone, i18n.language);
}
