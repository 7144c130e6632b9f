// Spec §2 Services tab: the add/edit form above the list; each service can be edited or deleted
// (after a confirmation). A service with bookings is archived by the server instead of destroyed,
// and listed below the live ones, where it can be restored. Each service shows its share links and
// QR code on demand (issue 18.2).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { AdminService } from "../admin-types.ts";
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { ArchivedServices } from "./ArchivedServices.tsx";
import { ServiceForm } from "./ServiceForm.tsx";
import { ServiceShareLinks } from "./ServiceShareLinks.tsx";

function ServiceRow({ service, onEdit, onDelete }: { service: AdminService; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation();
  const [sharing, setSharing] = useState(false);
  return (
    <article className="content-card" data-testid="admin-service" data-service-id={service.id}>
      <div className="item-head">
        <Title level="3" weight="2">
          {service.name}
        </Title>
        <Text className="muted">{t(service.isActive ? "admin.services.active" : "admin.services.inactive")}</Text>
      </div>
      <Text className="plain-text">{service.description}</Text>
      <Text>
        {formatMoney(service.price, service.currency, i18n.language)} · {t("common.minutes", { count: service.duration })}
      </Text>
      <div className="row-actions">
        <Button size="s" mode="bezeled" onClick={onEdit}>
          {t("common.edit")}
        </Button>
        <Button size="s" mode="outline" onClick={onDelete}>
          {t("common.delete")}
        </Button>
        <Button size="s" mode="plain" aria-expanded={sharing} data-testid="service-share-toggle" onClick={() => setSharing(!sharing)}>
          {t(sharing ? "admin.services.hideShare" : "admin.services.share")}
        </Button>
      </div>
      {sharing && <ServiceShareLinks service={service} />}
    </article>
  );
}

export function ServicesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirmation = useConfirmation();
  const formRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<AdminService | null>(null);
  const services = useQuery(trpc.admin.services.list.queryOptions());
  useLoadFailureToast(services.error);

  const remove = useMutation(
    trpc.admin.services.delete.mutationOptions({
      onSuccess: async (result) => {
        toast.success(t(result.archived ? "admin.services.archived" : "alerts.success.deleted"));
        if (editing?.id === result.id) setEditing(null);
        await Promise.all([
          queryClient.invalidateQueries(trpc.admin.services.list.pathFilter()),
          queryClient.invalidateQueries(trpc.services.list.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.services.archived.pathFilter()),
        ]);
      },
      onError: (error) => toast.failure(error, "alerts.errors.failedToDelete"),
    }),
  );

  function edit(service: AdminService) {
    setEditing(service);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  function askDelete(service: AdminService) {
    confirmation.ask({
      question: t("alerts.confirm.delete"),
      confirmLabel: t("common.delete"),
      run: async () => {
        await remove.mutateAsync({ id: service.id }).catch(() => undefined);
      },
    });
  }

  return (
    <>
      <div ref={formRef}>
        {/* A new key per edited service resets the form's fields to that service. */}
        <ServiceForm key={editing?.id ?? "new"} service={editing} onDone={() => setEditing(null)} />
      </div>
      <ListStatus
        loading={services.isPending}
        error={services.error}
        items={services.data}
        emptyText={t("admin.services.empty")}
        onRetry={() => void services.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((service) => (
              <ServiceRow key={service.id} service={service} onEdit={() => edit(service)} onDelete={() => askDelete(service)} />
            ))}
          </div>
        )}
      </ListStatus>
      <ArchivedServices />
      {confirmation.dialog}
    </>
  );
}
