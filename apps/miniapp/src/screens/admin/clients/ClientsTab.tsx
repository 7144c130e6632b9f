// Issue 15.1 Clients tab: the tenant's customers, searched by name, phone or email, a page at a time.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { ClientCard } from "./ClientCard.tsx";

const PAGE_SIZE = 20;

export function ClientsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  // Typing re-queries once the input settles, not on every key.
  const query = useDeferredValue(search.trim());
  const clients = useQuery({
    ...trpc.admin.clients.list.queryOptions({ search: query || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(clients.error);
  const pages = Math.max(1, Math.ceil((clients.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <div className="panel-card">
        <FormField
          label={t("admin.clients.search")} value={search} type="search"
          onValueChange={(value) => { setSearch(value); setPage(1); }}
        />
      </div>
      <ListStatus
        loading={clients.isPending} error={clients.error} items={clients.data?.items}
        emptyText={t("admin.clients.empty")} onRetry={() => void clients.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((client) => <ClientCard key={client.id} client={client} />)}
          </div>
        )}
      </ListStatus>
      {pages > 1 && (
        <div className="row-actions" data-testid="clients-pager">
          <Button size="s" mode="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t("admin.clients.previous")}</Button>
          <Text>{t("admin.clients.page", { page, pages })}</Text>
          <Button size="s" mode="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t("admin.clients.next")}</Button>
        </div>
      )}
    </>
  );
}
