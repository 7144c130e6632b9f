// The explanation before Telegram's own write-access dialog (issue 18.1; write-access.ts says when).
// "Not now" counts as a refusal, so booking messages go by email rather than nowhere.
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { rest } from "../api/rest.ts";
import { useTelegram } from "./TelegramContext.tsx";
import { dismissWriteAccessOffer, useWriteAccessOffered } from "./after-booking.ts";
import { rememberWriteAccessAsked, shouldAskWriteAccess } from "./write-access.ts";

export function WriteAccessPrompt() {
  const { t } = useTranslation();
  const env = useTelegram();
  const offered = useWriteAccessOffered();
  if (!offered || !env.user || !env.controls || !shouldAskWriteAccess(env)) return null;
  const { user, controls } = env;

  async function answer(ask: boolean) {
    rememberWriteAccessAsked(user.id);
    dismissWriteAccessOffer();
    const allowed = ask ? await controls.requestWriteAccess() : false;
    // An unsupported client says nothing about the bot's access: nothing to record.
    if (allowed === undefined) return;
    // The prompt sits above the data layer (lazy): the small REST helper records the answer.
    await rest("user.telegramWriteAccess", { allowed }).catch((error: unknown) =>
      console.warn("[telegram] write access not recorded", error),
    );
  }

  return (
    <ConfirmDialog
      open
      question={t("telegram.writeAccess.question")}
      confirmLabel={t("telegram.writeAccess.allow")}
      cancelLabel={t("telegram.writeAccess.notNow")}
      onConfirm={() => void answer(true)}
      onCancel={() => void answer(false)}
    />
  );
}
