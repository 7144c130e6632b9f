// Spec §2 Articles tab: the shared content tab wired to the article procedures (the picture is
// the article's cover).
import { LIST_LIMIT_MAX } from "@booking/contracts/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../data/trpc.ts";
import { ContentAdminTab, type ContentInput } from "./ContentAdminTab.tsx";

export function ArticlesTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const articles = useQuery({
    ...trpc.articles.list.queryOptions({ limit: LIST_LIMIT_MAX }),
    select: (items) => items.map((item) => ({ ...item, imageUrl: item.coverImageUrl, date: item.createdAt })),
  });
  const create = useMutation(trpc.admin.articles.create.mutationOptions());
  const update = useMutation(trpc.admin.articles.update.mutationOptions());
  const remove = useMutation(trpc.admin.articles.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.articles.pathFilter());

  async function save({ imageUrl, ...input }: ContentInput, id: string | null) {
    const body = { ...input, coverImageUrl: imageUrl };
    if (id) await update.mutateAsync({ id, ...body });
    else await create.mutateAsync(body);
    await refresh();
  }

  return (
    <ContentAdminTab
      textsPrefix="admin.articles"
      imageLabelKey="admin.articles.coverImageUrl"
      list={articles}
      save={save}
      remove={async (id) => {
        await remove.mutateAsync({ id });
        await refresh();
      }}
    />
  );
}
