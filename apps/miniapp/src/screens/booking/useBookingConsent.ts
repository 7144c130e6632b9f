// A customer's first booking (or waitlist entry) with a business asks for consent to its privacy
// policy (issue 30): the server says whether it was given (GET /api/consent) and refuses a booking
// without it (`consentRequired`, e.g. after the business changed its policy meanwhile); then the
// screen shows the consent box and the next attempt sends `consent: true`.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../api/api-error.ts";
import { useTRPC } from "../../data/trpc.ts";
import { useSession } from "../../session/SessionProvider.tsx";

export interface BookingConsent {
  /** Whether the server's answer is known (signed in): until then a booking is not sent on its own. */
  known: boolean;
  /** The box to show, or null when this customer already agreed (or is not signed in). */
  box: { checked: boolean; onCheckedChange(checked: boolean): void; error: string | null } | null;
  /** Before sending: false (and the box's error shown) while the needed box is not ticked. */
  ready(): boolean;
  /** What the request adds: `{ consent: true }` when the box was needed. */
  payload(): { consent?: true };
  /** A refused request: true when it was for want of consent (the box is then shown). */
  refused(error: unknown): boolean;
}

export function useBookingConsent(): BookingConsent {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { user } = useSession();
  const state = useQuery({ ...trpc.privacy.consent.queryOptions(), enabled: !!user });
  const [asked, setAsked] = useState(false);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needed = !!user && (asked || state.data?.given === false);
  return {
    known: !!user && state.data !== undefined,
    box: needed
      ? {
          checked,
          error,
          onCheckedChange: (next) => {
            setChecked(next);
            setError(null);
          },
        }
      : null,
    ready() {
      if (needed && !checked) {
        setError(t("privacy.consent.required"));
        return false;
      }
      return true;
    },
    payload: () => (needed && checked ? { consent: true as const } : {}),
    refused(failure) {
      if (errorCodeOf(failure) !== "consentRequired") return false;
      setAsked(true);
      setError(t("privacy.consent.required"));
      return true;
    },
  };
}
