// A time named by a link (issue 18.2: `?service=&slot=&date=`, README "Start links") or by a
// visitor's kept choice (lib/pending-booking.ts). A signed-in customer gets it HELD as the screen
// opens (POST /bookings/hold, SLOT_HOLD_MINUTES): nobody else can book it while they confirm. A
// visitor has no account to hold it for: they confirm, sign up or in with the choice kept, and the
// hold is taken when they come back signed in, just before they confirm again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorCodeOf } from "../../api/api-error.ts";
import type { HeldTime, Slot } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { useSession } from "../../session/SessionProvider.tsx";

export interface ChosenTime {
  serviceId: string;
  slotId: string;
  /** The slot's local date, so the calendar opens on it. */
  date: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The time a link's query names, when it names one completely. */
export function linkedTime(params: URLSearchParams): ChosenTime | undefined {
  const [serviceId, slotId, date] = [params.get("service"), params.get("slot"), params.get("date")];
  if (!serviceId || !slotId || !date || !UUID.test(serviceId) || !UUID.test(slotId) || !ISO_DATE.test(date)) return undefined;
  return { serviceId, slotId, date };
}

export type HoldState =
  /** Nothing to hold (no time named), or a visitor: the calendar's own answer decides. */
  | { status: "none" }
  /** Waiting for the session or the hold: the chosen time is not restored yet. */
  | { status: "holding" }
  | { status: "held"; held: HeldTime }
  /** The time cannot be held: taken (or held) by someone else, past, too soon… */
  | { status: "refused"; code: string };

/** The held time as the slot picker's choice. */
export function heldSlot(held: HeldTime): Slot {
  return { id: held.slotId, date: held.date, startTime: held.startTime, endTime: held.endTime, isBooked: false };
}

export function useTimeHold(time: ChosenTime | undefined): HoldState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const hold = useMutation(trpc.bookings.hold.mutationOptions());
  const [state, setState] = useState<HoldState>({ status: "none" });
  const asked = useRef(false);
  const signedIn = !!session.user;

  useEffect(() => {
    if (!time || session.loading || !signedIn || asked.current) return;
    asked.current = true;
    setState({ status: "holding" });
    hold.mutateAsync({ serviceId: time.serviceId, slotId: time.slotId }).then(
      async (held) => {
        // The calendar read before the hold may list the time as anyone's: read it as the holder's.
        await queryClient.invalidateQueries(trpc.bookings.availableDays.pathFilter());
        await queryClient.invalidateQueries(trpc.bookings.availableTimes.pathFilter());
        setState({ status: "held", held });
      },
      (error: unknown) => setState({ status: "refused", code: errorCodeOf(error) ?? "SLOT_TAKEN" }),
    );
  }, [time, session.loading, signedIn, hold, queryClient, trpc]);

  if (time && (session.loading || (signedIn && state.status === "none"))) return { status: "holding" };
  return state;
}
