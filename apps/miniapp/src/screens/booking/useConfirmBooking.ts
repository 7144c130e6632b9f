// Confirming a booking (spec §2 step 4): a visitor is sent to registration with the choice kept
// (lib/pending-booking.ts: they come back to it signed in, issue 14.2); a customer's booking
// is created and followed by its done state (issue 25.3: what was booked and what happens next). A slot taken meanwhile (or no longer
// long enough for the service) is reported in place and the free times are loaded again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorCodeOf, errorFieldOf } from "../../api/api-error.ts";
import { useTRPC } from "../../data/trpc.ts";
import { forgetBooking, rememberBooking } from "../../lib/pending-booking.ts";
import { tenantPath } from "../../router/paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useHaptics } from "../../telegram/haptic.ts";
import { offerHomeScreen, offerWriteAccess } from "../../telegram/after-booking.ts";
import { useToast, useValidationError } from "../../toast/ToastProvider.tsx";
import { useBookingConsent } from "./useBookingConsent.ts";
import { checkIntakeAnswers, type IntakeAnswersInput, type IntakeProblem, type IntakeQuestion } from "@booking/contracts/intake-rules";

/** Answers meaning "choose another time": shown next to the slots, which are then refreshed. */
export const SLOT_GONE_CODES: ReadonlySet<string> = new Set([
  "SLOT_TAKEN",
  "SLOT_NOT_FOUND",
  "SERVICE_DOES_NOT_FIT",
  "NO_EXPERT_AVAILABLE",
]);
/** Why a linked time cannot be held that reads well on its own (no values to fill in). */
const SLOT_GONE_TEXTS: ReadonlySet<string> = new Set([...SLOT_GONE_CODES, "DATE_IN_PAST", "SERVICE_NOT_FOUND", "SERVICE_INACTIVE"]);

export interface BookingChoice {
  serviceId: string | null;
  slotId: string | null;
  date: string | null;
  /** "Any available" (issue 16.2): the server picks the expert for the slot's time. */
  anyExpert?: boolean;
  /** The service's questions answered (issue 31.1); checked here first, then by the server. */
  questions?: readonly IntakeQuestion[];
  answers?: IntakeAnswersInput;
}

export function useConfirmBooking(tenant: string, onSlotGone: () => void) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const haptics = useHaptics();
  const validationError = useValidationError();
  const session = useSession();
  const [slotGoneCode, setSlotGoneCode] = useState<string | null>(null);
  const [intakeProblem, setIntakeProblem] = useState<IntakeProblem | null>(null);
  const consent = useBookingConsent();
  // Set at once, not on the next render: two presses in a row (Telegram may deliver two
  // main_button_pressed before the screen re-renders) send one request (issue 19.5).
  const inFlight = useRef(false);

  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: async (created) => {
        forgetBooking();
        haptics.success();
        offerWriteAccess();
        offerHomeScreen();
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
        void queryClient.invalidateQueries(trpc.privacy.consent.pathFilter());
        // The done state (issue 25.3) in place of the booking screen: Back leads on to the home, not
        // to a confirmation of a time that is now booked.
        void navigate(tenantPath(tenant, `booking/done/${created.id}`), { replace: true });
      },
      onError: (error) => {
        if (consent.refused(error)) {
          haptics.validationError();
          return;
        }
        const code = errorCodeOf(error);
        const field = errorFieldOf(error);
        if ((code === "INTAKE_ANSWER_REQUIRED" || code === "INTAKE_ANSWER_INVALID") && field?.startsWith("answers.")) {
          haptics.validationError();
          setIntakeProblem({ code, questionId: field.slice("answers.".length) });
          return;
        }
        if (code && SLOT_GONE_CODES.has(code)) {
          setSlotGoneCode(code);
          onSlotGone();
          void queryClient.invalidateQueries(trpc.bookings.availableDays.pathFilter());
          void queryClient.invalidateQueries(trpc.bookings.availableTimes.pathFilter());
          return;
        }
        toast.failure(error);
      },
    }),
  );

  function confirm({ serviceId, slotId, date, anyExpert, questions = [], answers = {} }: BookingChoice): void {
    if (inFlight.current || create.isPending || session.loading) return;
    if (!serviceId || !slotId || !date) {
      validationError(t("booking.selectServiceAndSlot"));
      return;
    }
    if (!session.user) {
      rememberBooking({ tenant, serviceId, slotId, date, ...(questions.length > 0 ? { answers } : {}) });
      void navigate(tenantPath(tenant, "register"));
      return;
    }
    const checked = checkIntakeAnswers(questions, answers);
    setIntakeProblem("problem" in checked ? checked.problem : null);
    if ("problem" in checked) {
      haptics.validationError();
      return;
    }
    if (!consent.ready()) {
      haptics.validationError();
      return;
    }
    setSlotGoneCode(null);
    inFlight.current = true;
    create.mutate(
      { serviceId, slotId, ...(anyExpert ? { anyExpert } : {}), ...(questions.length > 0 ? { answers } : {}), ...consent.payload() },
      {
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return {
    confirm,
    /** The consent box of a first booking with this business (issue 30), or null. */
    consent: consent.box,
    /** Nothing more to ask before booking: signed in, and consent given (or known not to be needed). */
    readyToSend: !!session.user && consent.known && !consent.box,
    pending: create.isPending || create.isSuccess,
    slotGoneCode,
    /** The question a refusal (here or the server's) names. */
    intakeProblem,
    /** An answer changed: the question it named is no longer the problem. */
    clearIntakeProblem: (questionId: string) => setIntakeProblem((current) => (current?.questionId === questionId ? null : current)),
    clearSlotGone: () => setSlotGoneCode(null),
    /** The kept or linked time is no longer free: said next to the times, as a slot taken on confirm. */
    slotGone: (code?: string) => setSlotGoneCode(code && SLOT_GONE_TEXTS.has(code) ? code : "SLOT_TAKEN"),
  };
}
