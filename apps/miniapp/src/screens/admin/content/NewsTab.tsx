// Spec §2 News tab: the shared content tab wired to the news procedures.
import { LIST_LIMIT_MAX } from "@booking/contracts/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../data/trpc.ts";
import { ContentAdminTab, type ContentInput } from "./ContentAdminTab.tsx";

export function NewsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const news = useQuery({
    ...trpc.news.list.queryOptions({ limit: LIST_LIMIT_MAX }),
    select: (items) => items.map((item) => ({ ...item, date: item.publishedAt })),
  });
  const create = useMutation(trpc.admin.news.create.mutationOptions());
  const update = useMutation(trpc.admin.news.update.mutationOptions());
  const remove = useMutation(trpc.admin.news.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.news.list.pathFilter());

  async function save(input: ContentInput, id: string | null) {
    if (id) await update.mutateAsync({ id, ...input });
    else await create.mutateAsync(input);
    await refresh();
  }

  return (
    <ContentAdminTab
      textsPrefix="admin.news"
      imageLabelKey="admin.news.imageUrl"
      list={news}
      save={save}
      remove={async (id) => {
        await remove.mutateAsync({ id });
        await refresh();
      }}
    />
  );
}
