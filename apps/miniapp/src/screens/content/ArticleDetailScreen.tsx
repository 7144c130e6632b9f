// One article (GET /api/articles/{id}): cover, title, date and the full text (plain text, never
// HTML), with a way back to the list. An unknown or malformed id reads "Article not found".
import { Button, Placeholder, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { errorCodeOf } from "../../api/api-error.ts";
import { ContentImage } from "../../components/ContentImage.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatInstantDate } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
// The article's styles live with the other content cards (.article-page, .content-card__meta,
// .plain-text). This screen has no ScreenFrame to bring them, so a shared link opened in a fresh
// browser, without the list before it, painted the article unstyled (issue 25.8).
import "../../components/screen-frame.css";

const NOT_FOUND_CODES = new Set(["NOT_FOUND", "VALIDATION_ERROR"]);

function ArticleDetailScreen() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName();
  const { id = "" } = useParams();
  const article = useQuery(trpc.articles.byId.queryOptions({ id }));
  const backLink = (
    <Button mode="plain" size="s" Component={RouteLink} href={tenantPath(tenant, "articles")}>
      ← {t("articles.backToList")}
    </Button>
  );

  if (article.isPending) return <LoadingState />;
  if (article.error) {
    if (NOT_FOUND_CODES.has(errorCodeOf(article.error) ?? "")) {
      return <Placeholder header={t("articles.notFound")} action={backLink} />;
    }
    return <ErrorBox error={article.error} onRetry={() => void article.refetch()} />;
  }
  const { data } = article;
  return (
    <article className="article-page">
      <div>{backLink}</div>
      <ContentImage src={data.coverImageUrl} className="article-page__cover" />
      <Title level="1" weight="1" Component="h1">
        {data.title}
      </Title>
      <Text className="content-card__meta">
        <time dateTime={data.createdAt}>{formatInstantDate(data.createdAt, i18n.language)}</time>
      </Text>
      <Text className="plain-text article-page__text">{data.content}</Text>
    </article>
  );
}

export default withData(ArticleDetailScreen);
