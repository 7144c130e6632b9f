// PLACEHOLDER, to be replaced by the real screen: a single article (/webapp/:tenantName/articles/:id).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function ArticleDetailScreen() {
  return <ScreenPlaceholder titleKey="articles.title" />;
}
