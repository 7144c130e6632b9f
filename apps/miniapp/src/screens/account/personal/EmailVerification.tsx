// Under the email's "Not verified" (issue 16.5): Send a code mails one to the account's address
// (POST /api/user/email/verification, rate-limited on the server), then the code form confirms it.
// Arriving from the email's link shows the form at once, which confirms the code it carries.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { EmailCodeForm, useEmailCodeFromLink } from "./EmailCodeForm.tsx";

export function EmailVerification() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const fromLink = useEmailCodeFromLink("verify");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation(
    trpc.account.requestEmailVerification.mutationOptions({
      onSuccess: ({ email }) => setSentTo(email),
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  return (
    <div className="email-verification" data-testid="email-verification">
      <div>
        <Button size="s" mode="bezeled" loading={send.isPending} disabled={send.isPending} onClick={() => send.mutate()}>
          {t("account.emailCode.send")}
        </Button>
      </div>
      {(sentTo || fromLink) && (
        <EmailCodeForm purpose="verify" hint={sentTo ? t("account.emailCode.sent", { email: sentTo }) : undefined} />
      )}
    </div>
  );
}
