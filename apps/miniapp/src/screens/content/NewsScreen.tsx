// Spec §2 "News page": optional image, title, content (plain text, never HTML) and the published
// date; an empty message when there is none.
import { Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ContentImage } from "../../components/ContentImage.tsx";
import { ListStatus } from "../../components/ListState.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatInstantDate } from "../../lib/format.ts";

function NewsScreen() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const news = useQuery(trpc.news.list.queryOptions({}));
  return (
    <ScreenFrame title={t("news.title")}>
      <ListStatus
        loading={news.isPending}
        error={news.error}
        items={news.data}
        emptyText={t("news.empty")}
        onRetry={() => void news.refetch()}
      >
        {(items) => (
          <div className="news-list">
            {items.map((item) => (
              <article key={item.id} className="content-card" data-testid="news-item">
                <ContentImage src={item.imageUrl} className="content-card__image" />
                <Title level="3" weight="2" Component="h2">
                  {item.title}
                </Title>
                <Text className="plain-text">{item.content}</Text>
                <Text className="content-card__meta">
                  <time dateTime={item.publishedAt}>
                    {t("news.published", { date: formatInstantDate(item.publishedAt, i18n.language) })}
                  </time>
                </Text>
              </article>
            ))}
          </div>
        )}
      </ListStatus>
    </ScreenFrame>
  );
}

export default withData(NewsScreen);
