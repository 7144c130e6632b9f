// PLACEHOLDER, to be replaced by the real screen: tenant setup (business name, URL slug, plan, promo code; /setup).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function TenantSetupScreen() {
  return <ScreenPlaceholder titleKey="setup.title" />;
}
