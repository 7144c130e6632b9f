// The owner's archive (issue 20.3): services deleted while they had bookings. Hidden from the
// storefront, kept for their bookings, and restorable here (switched off, ready to edit).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";

export function ArchivedServices() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const archived = useQuery(trpc.admin.services.archived.queryOptions());
  useLoadFailureToast(archived.error);

  const restore = useMutation(
    trpc.admin.services.restore.mutationOptions({
      onSuccess: async () => {
        toast.success(t("admin.services.restored"));
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.services.list.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.services.archived.pathFilter()),
        ]);
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToSave"),
    }),
  );

  // Nothing archived: no section at all, the common case.
  if (!archived.data?.length) return null;
  return (
    <section className="item-list" data-testid="archived-services">
      <Title level="2" weight="2">
        {t("admin.services.archive")}
      </Title>
      {archived.data.map((service) => (
        <article key={service.id} className="content-card" data-testid="archived-service" data-service-id={service.id}>
          <div className="item-head">
            <Title level="3" weight="2">
              {service.name}
            </Title>
          </div>
          <Text>
            {formatMoney(service.price, service.currency, i18n.language)} · {t("common.minutes", { count: service.duration })}
          </Text>
          <div className="row-actions">
            <Button size="s" mode="bezeled" disabled={restore.isPending} onClick={() => restore.mutate({ id: service.id })}>
              {t("admin.services.restore")}
            </Button>
          </div>
        </article>
      ))}
    </section>
  );
}
