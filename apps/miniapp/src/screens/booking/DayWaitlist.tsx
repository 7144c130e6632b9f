// Under a fully booked day of the booking calendar (issue 18.3): join that day's waitlist for the
// chosen service (and specialist). Freed time is then held for the customer in join order and
// they hear of it in Telegram (or by email); the entry shows in "my bookings".
import { WAITLIST_OFFER_MINUTES } from "@booking/contracts/constants";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";

export function DayWaitlist({ serviceId, date, expertId }: { serviceId: string; date: string; expertId?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const join = useMutation(trpc.waitlist.join.mutationOptions({
    onError: (error) => toast.failure(error),
    onSuccess: () => void queryClient.invalidateQueries(trpc.waitlist.pathFilter()),
  }));
  const joined = join.isSuccess && join.variables?.date === date && join.variables.serviceId === serviceId;
  return (
    <div className="day-waitlist" data-testid="day-waitlist">
      <Text>{t("waitlist.dayFull")}</Text>
      {!user ? <FormMessage tone="info">{t("waitlist.loginToJoin")}</FormMessage>
        : joined ? <FormMessage tone="info"><span data-testid="waitlist-joined">{t("waitlist.joined", { minutes: WAITLIST_OFFER_MINUTES })}</span></FormMessage>
        : (
          <div>
            <Button size="m" mode="outline" loading={join.isPending} disabled={join.isPending} data-testid="join-waitlist"
              onClick={() => join.mutate({ serviceId, date, ...(expertId && expertId !== "any" ? { expertId } : {}) })}>
              {t("waitlist.joinDay")}
            </Button>
          </div>
        )}
    </div>
  );
}
