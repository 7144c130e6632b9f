// PLACEHOLDER, to be replaced by the real screen: spec §2 "Login screen" (email, password and 6-digit code steps; /login and /webapp/:tenantName/login).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function LoginScreen() {
  return <ScreenPlaceholder titleKey="login.title" />;
}
