// The "Where" section of the service form as it is edited (issue 31.2): the kind and both texts,
// so switching between in person and a link never loses what was typed.
import { isHttpsLink, SERVICE_LOCATION_KINDS, type ServiceLocation } from "@booking/contracts/session-location";

export const LOCATION_CHOICES = ["none", ...SERVICE_LOCATION_KINDS] as const;
export type LocationChoice = (typeof LOCATION_CHOICES)[number];

export interface LocationDraft {
  kind: LocationChoice;
  address: string;
  link: string;
}

export function fromLocation(location: ServiceLocation | null): LocationDraft {
  return {
    kind: location?.kind ?? "none",
    address: location?.kind === "inPerson" ? (location.address ?? "") : "",
    link: location?.kind === "link" ? location.url : "",
  };
}

/** The owner's link must be an https URL (the server's rule too). */
export function locationDraftProblem(draft: LocationDraft): "invalidLink" | null {
  return draft.kind === "link" && !isHttpsLink(draft.link) ? "invalidLink" : null;
}

export function toLocation(draft: LocationDraft): ServiceLocation | null {
  switch (draft.kind) {
    case "none":
      return null;
    case "inPerson":
      return { kind: "inPerson", address: draft.address.trim() || null };
    case "link":
      return { kind: "link", url: draft.link.trim() };
    case "phone":
    case "jitsi":
      return { kind: draft.kind };
  }
}
