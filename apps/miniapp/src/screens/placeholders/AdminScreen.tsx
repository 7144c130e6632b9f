// PLACEHOLDER, to be replaced by the real screen: spec §2 "Admin page" (seven tabs; /webapp/:tenantName/admin, guarded by RequireAdmin).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function AdminScreen() {
  return <ScreenPlaceholder titleKey="admin.title" />;
}
