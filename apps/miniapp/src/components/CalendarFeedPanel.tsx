// A private calendar feed (issue 18.4): the customer's own bookings ("my bookings") or the
// tenant's bookings for staff (admin bookings; an EXPERT's staff feed has their own bookings only,
// `own` says so). The link is the credential, so it is shown with a
// warning and can be turned off; a calendar app subscribes through the webcal:// form.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../data/trpc.ts";
import { useToast } from "../toast/ToastProvider.tsx";
import "./calendar-feed-panel.css";

export function CalendarFeedPanel({ kind, own = false }: { kind: "customer" | "staff"; own?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.calendar.feed.queryOptions({ kind }));
  const refresh = () => void queryClient.invalidateQueries(trpc.calendar.feed.queryFilter({ kind }));
  const open = useMutation(trpc.calendar.openFeed.mutationOptions({ onSuccess: refresh, onError: (error) => toast.failure(error) }));
  const revoke = useMutation(
    trpc.calendar.revokeFeed.mutationOptions({
      onSuccess: () => {
        toast.success(t("calendar.revoked"));
        refresh();
      },
      onError: (error) => toast.failure(error),
    }),
  );
  const url = feed.data?.url;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("calendar.copied"));
    } catch (error) {
      toast.failure(error);
    }
  }

  if (feed.isPending || feed.isError) return null;
  return (
    <section className="calendar-feed" aria-labelledby={`calendar-feed-${kind}`} data-testid="calendar-feed">
      <Title level="3" weight="2" Component="h2" id={`calendar-feed-${kind}`}>
        {t("calendar.feedTitle")}
      </Title>
      <Text className="content-card__meta">
        {t(kind === "customer" ? "calendar.feedCustomerText" : own ? "calendar.feedExpertText" : "calendar.feedStaffText")}
      </Text>
      {url ? (
        <>
          <code className="calendar-feed__url" data-testid="calendar-feed-url">
            {url}
          </code>
          <Text className="content-card__meta">{t("calendar.privateNote")}</Text>
          <div className="calendar-feed__actions">
            <Button size="s" Component="a" href={url.replace(/^https?:/, "webcal:")}>
              {t("calendar.subscribe")}
            </Button>
            <Button size="s" mode="bezeled" onClick={() => void copy(url)}>
              {t("calendar.copy")}
            </Button>
            <Button size="s" mode="outline" disabled={revoke.isPending} onClick={() => revoke.mutate({ kind })}>
              {t("calendar.revoke")}
            </Button>
          </div>
        </>
      ) : (
        <div className="calendar-feed__actions">
          <Button size="s" mode="bezeled" disabled={open.isPending} onClick={() => open.mutate({ kind })}>
            {t("calendar.open")}
          </Button>
        </div>
      )}
    </section>
  );
}
