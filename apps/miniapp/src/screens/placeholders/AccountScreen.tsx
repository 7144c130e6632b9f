// PLACEHOLDER, to be replaced by the real screen: spec §2 "Account screen" (six owner tabs; /account).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function AccountScreen() {
  return <ScreenPlaceholder titleKey="account.title" />;
}
