// Issue 16.6 in the mini app: "Use my Telegram number" asks Telegram for the user's contact
// (requestContact) and sends Telegram's signed answer to the server, which checks the bot's
// signature and that the contact is the caller's own: the phone becomes the account's, verified.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useTelegram } from "../../../telegram/TelegramContext.tsx";
import { useToast } from "../../../toast/ToastProvider.tsx";

export function PhoneFromTelegram() {
  const { t } = useTranslation();
  const { controls } = useTelegram();
  const toast = useToast();
  const haptics = useHaptics();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const verify = useMutation(
    trpc.account.verifyPhone.mutationOptions({
      onSuccess: () => {
        haptics.success();
        toast.success(t("account.personalInfo.phoneVerified"));
        // The profile (its phone and badges) and the tab's attention badge read the same query.
        void queryClient.invalidateQueries({ queryKey: trpc.account.profile.queryKey() });
      },
      onError: (error) => toast.failure(error, "account.errors.failed"),
    }),
  );
  if (!controls) return null;
  const share = async () => {
    setAsking(true);
    const contact = await controls.requestContact();
    setAsking(false);
    // Declined (or an old client): nothing to send; the bot's /phone remains.
    if (contact) verify.mutate({ contact: contact.signed });
  };
  const busy = asking || verify.isPending;
  return (
    <div>
      <Button
        type="button"
        size="s"
        mode="bezeled"
        loading={busy}
        disabled={busy}
        onClick={() => void share()}
        data-testid="phone-from-telegram"
      >
        {t("telegram.sharePhone")}
      </Button>
    </div>
  );
}
