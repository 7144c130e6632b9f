// PLACEHOLDER, to be replaced by the real screen: spec §2 "Services list" (/webapp/:tenantName/services).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function ServicesScreen() {
  return <ScreenPlaceholder titleKey="services.title" />;
}
