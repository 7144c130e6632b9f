// PLACEHOLDER, to be replaced by the real screen: spec §2 "Register screen" (mini-app form inside Telegram, web owner form outside; /register and /webapp/:tenantName/register).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function RegisterScreen() {
  return <ScreenPlaceholder titleKey="register.title" />;
}
