// Under the day's times of the booking calendar (issue 18.3): join the waitlist of the whole day
// when it is full, or of one taken time. Freed time is then held for the customer in join order
// and they hear of it in Telegram (or by email); the entry shows in "my bookings".
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts/constants";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConsentField } from "../../components/form/ConsentField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import type { AvailableTimes } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { formatClock } from "../../lib/format.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";
import { useTenantName } from "../../router/tenant-name.ts";
import { useBookingConsent } from "./useBookingConsent.ts";

export interface DayWaitlistProps {
  serviceId: string;
  date: string;
  expertId?: string;
  /** No free time at all that day: its whole-day waitlist is offered. */
  dayFull: boolean;
  taken: AvailableTimes["taken"];
}

export function DayWaitlist({ serviceId, date, expertId, dayFull, taken }: DayWaitlistProps) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const tenant = useTenantName();
  const consent = useBookingConsent();
  const join = useMutation(
    trpc.waitlist.join.mutationOptions({
      onError: (error) => {
        if (!consent.refused(error)) toast.failure(error);
      },
      onSuccess: () => {
        void queryClient.invalidateQueries(trpc.waitlist.pathFilter());
        void queryClient.invalidateQueries(trpc.privacy.consent.pathFilter());
      },
    }),
  );
  // The customer's own booking is not a time to wait for (the server refuses it: WAITLIST_OWN_BOOKING).
  const others = taken.filter((time) => !time.own);
  const own = taken.filter((time) => time.own);
  const expert = expertId && expertId !== "any" ? { expertId } : {};
  const joinWith = (entry: { date: string } | { startsAt: string }) => {
    if (consent.ready()) join.mutate({ serviceId, ...entry, ...expert, ...consent.payload() });
  };
  if (!dayFull && taken.length === 0) return null;
  const joinedHere =
    join.isSuccess &&
    join.variables?.serviceId === serviceId &&
    (join.variables.date === date || taken.some((time) => time.startsAt === join.variables?.startsAt));
  return (
    <div className="day-waitlist" data-testid="day-waitlist">
      {dayFull && <Text>{t("waitlist.dayFull")}</Text>}
      {own.length > 0 && (
        <Text className="day-waitlist__hint" data-testid="own-times">
          {t("waitlist.ownTimes", { times: own.map((time) => formatClock(time.startTime, i18n.language)).join(", ") })}
        </Text>
      )}
      {!user ? (
        <FormMessage tone="info">{t("waitlist.loginToJoin")}</FormMessage>
      ) : joinedHere ? (
        <FormMessage tone="info">
          <span data-testid="waitlist-joined">{t("waitlist.joined", { minutes: WAITLIST_OFFER_MINUTES })}</span>
        </FormMessage>
      ) : (
        <>
          {consent.box && (
            <ConsentField
              tenant={tenant}
              checked={consent.box.checked}
              onCheckedChange={consent.box.onCheckedChange}
              error={consent.box.error}
              disabled={join.isPending}
            />
          )}
          {dayFull && (
            <div>
              <Button
                size="m"
                mode="outline"
                loading={join.isPending}
                disabled={join.isPending}
                data-testid="join-waitlist"
                onClick={() => joinWith({ date })}
              >
                {t("waitlist.joinDay")}
              </Button>
            </div>
          )}
          {others.length > 0 && (
            <>
              <Text className="day-waitlist__hint">{t("waitlist.takenTimes")}</Text>
              <div className="slot-grid" role="group" aria-label={t("waitlist.takenTimes")}>
                {others.map((time) => (
                  <button
                    key={time.startsAt}
                    type="button"
                    className="slot slot--taken"
                    data-testid="taken-time"
                    disabled={join.isPending}
                    aria-label={t("waitlist.joinTime", { time: formatClock(time.startTime, i18n.language) })}
                    onClick={() => joinWith({ startsAt: time.startsAt })}
                  >
                    {formatClock(time.startTime, i18n.language)}
                  </button>
                ))}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
