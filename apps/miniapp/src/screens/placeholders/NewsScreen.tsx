// PLACEHOLDER, to be replaced by the real screen: spec §2 "News page" (/webapp/:tenantName/news).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function NewsScreen() {
  return <ScreenPlaceholder titleKey="news.title" />;
}
