// Spec §2 "Register screen": the mini-app form inside Telegram, the web form everywhere else.
import { useTranslation } from "react-i18next";
import { KeptBookingNote } from "../../components/KeptBookingNote.tsx";
import { KeptPlanNote } from "../../components/KeptPlanNote.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import { MiniAppRegisterForm } from "./MiniAppRegisterForm.tsx";
import { WebRegisterForm } from "./WebRegisterForm.tsx";
import "./auth-texts.ts";

export default function RegisterScreen() {
  const { t } = useTranslation();
  const { isTelegram } = useTelegram();
  return (
    <ScreenFrame title={t("register.title")} narrow>
      <KeptBookingNote />
      <KeptPlanNote />
      {isTelegram ? <MiniAppRegisterForm /> : <WebRegisterForm />}
    </ScreenFrame>
  );
}
