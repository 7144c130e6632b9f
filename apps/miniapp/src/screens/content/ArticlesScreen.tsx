// Spec §2 "Articles page": a grid of cards with the optional cover, title, a preview of the text
// and the created date, each opening the article; an empty message when there is none.
import { Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContentImage } from "../../components/ContentImage.tsx";
import { ListStatus } from "../../components/ListState.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatInstantDate } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { articlePreview } from "./article-preview.ts";

function ArticlesScreen() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName();
  const articles = useQuery(trpc.articles.list.queryOptions({}));
  return (
    <ScreenFrame title={t("articles.title")}>
      <ListStatus
        loading={articles.isPending}
        error={articles.error}
        items={articles.data}
        emptyText={t("articles.empty")}
        onRetry={() => void articles.refetch()}
      >
        {(items) => (
          <div className="card-grid">
            {items.map((article) => (
              <Link
                key={article.id}
                to={tenantPath(tenant, `articles/${article.id}`)}
                className="content-card content-card--link"
                data-testid="article-card"
              >
                <ContentImage src={article.coverImageUrl} className="content-card__image" />
                <Title level="3" weight="2" Component="h2">
                  {article.title}
                </Title>
                <Text>{articlePreview(article.content)}</Text>
                <Text className="content-card__meta">
                  <time dateTime={article.createdAt}>
                    {t("articles.created", { date: formatInstantDate(article.createdAt, i18n.language) })}
                  </time>
                </Text>
              </Link>
            ))}
          </div>
        )}
      </ListStatus>
    </ScreenFrame>
  );
}

export default withData(ArticlesScreen);
