// Under the day's times of the booking calendar (issue 18.3): join the waitlist of the whole day
// when it is full, or of one taken time. Freed time is then held for the customer in join order
// and they hear of it in Telegram (or by email); the entry shows in "my bookings".
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts/constants";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import type { AvailableTimes } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { formatClock } from "../../lib/format.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";

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
  const join = useMutation(
    trpc.waitlist.join.mutationOptions({
      onError: (error) => toast.failure(error),
      onSuccess: () => void queryClient.invalidateQueries(trpc.waitlist.pathFilter()),
    }),
  );
  // The customer's own booking is not a time to wait for (the server refuses it: WAITLIST_OWN_BOOKING).
  const others = taken.filter((time) => !time.own);
  const own = taken.filter((time) => time.own);
  if (!dayFull && taken.length === 0) return null;
  const expert = expertId && expertId !== "any" ? { expertId } : {};
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
          {dayFull && (
            <div>
              <Button
                size="m"
                mode="outline"
                loading={join.isPending}
                disabled={join.isPending}
                data-testid="join-waitlist"
                onClick={() => join.mutate({ serviceId, date, ...expert })}
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
                    onClick={() => join.mutate({ serviceId, startsAt: time.startsAt, ...expert })}
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
