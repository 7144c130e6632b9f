// PLACEHOLDER, to be replaced by the real screen: spec §2 "Articles page" (/webapp/:tenantName/articles).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function ArticlesScreen() {
  return <ScreenPlaceholder titleKey="articles.title" />;
}
