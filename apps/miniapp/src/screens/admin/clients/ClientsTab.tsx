// Issue 15.1 Clients tab: the tenant's customers, searched by name, phone or email, a page at a time.
import { Button } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { Pager } from "../ui/Pager.tsx";
import { language } from "../ui/language.ts";
import { useCsvDownload } from "../ui/use-csv-download.ts";
import { ClientCard } from "./ClientCard.tsx";

// Ten to a page: on a phone a page stays a few screens long (issue 15.12).
const PAGE_SIZE = 10;

export function ClientsTab() {
  const { t, i18n } = useTranslation();
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
  const queryClient = useQueryClient();
  const csv = useCsvDownload(() =>
    queryClient.fetchQuery(trpc.admin.clients.export.queryOptions({ search: query || undefined, lang: language(i18n.language) })),
  );

  return (
    <>
      <div className="panel-card">
        <FormField
          label={t("admin.clients.search")}
          placeholder={t("admin.clients.searchPlaceholder")}
          value={search}
          type="search"
          onValueChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div className="row-actions">
          <Button size="s" mode="outline" loading={csv.busy} onClick={() => void csv.download()} data-testid="clients-export">
            {t("admin.desk.exportCsv")}
          </Button>
        </div>
      </div>
      <ListStatus
        loading={clients.isPending}
        error={clients.error}
        items={clients.data?.items}
        emptyText={t("admin.clients.empty")}
        onRetry={() => void clients.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((client) => (
              <ClientCard key={client.id} client={client} />
            ))}
          </div>
        )}
      </ListStatus>
      <Pager page={page} total={clients.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} testId="clients-pager" />
    </>
  );
}
