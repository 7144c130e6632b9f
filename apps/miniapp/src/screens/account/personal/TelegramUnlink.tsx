// Unlinking Telegram (issue 20.2), for accounts that also sign in with a password: the current
// password, or a login code the platform bot sends to the linked chat, proves the owner
// (POST /api/user/telegram/unlink).
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { Profile } from "../account-data.ts";

export function TelegramUnlink({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [loginCode, setLoginCode] = useState<{ sessionId: string; code: string } | null>(null);
  const onError = (error: unknown) => toast.failure(error, "account.errors.failedToSave");
  const requestCode = useMutation(
    trpc.auth.requestCode.mutationOptions({
      onSuccess: ({ sessionId }) => {
        setLoginCode({ sessionId, code: "" });
        toast.success(t("account.emailCode.loginCodeSent"));
      },
      onError,
    }),
  );
  const unlink = useMutation(
    trpc.account.unlinkTelegram.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(trpc.account.profile.queryKey(), updated);
        toast.success(t("account.telegramUnlink.done"));
      },
      onError,
    }),
  );

  if (!open) {
    return (
      <div>
        <Button size="s" mode="outline" onClick={() => setOpen(true)}>
          {t("account.telegramUnlink.open")}
        </Button>
      </div>
    );
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!unlink.isPending) unlink.mutate(loginCode ? { loginCode } : { currentPassword });
  }
  return (
    <form className="email-code" noValidate onSubmit={onSubmit} data-testid="telegram-unlink">
      {loginCode ? (
        <FormField
          name="loginCode"
          label={t("account.emailCode.loginCode")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={loginCode.code}
          onValueChange={(code) => setLoginCode({ ...loginCode, code })}
        />
      ) : (
        <FormField
          name="unlinkPassword"
          type="password"
          label={t("account.password.current")}
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
      )}
      {profile.email && (
        <div>
          <Button
            type="button"
            size="s"
            mode="plain"
            loading={requestCode.isPending}
            disabled={requestCode.isPending}
            onClick={() => (loginCode ? setLoginCode(null) : requestCode.mutate({ email: profile.email! }))}
          >
            {t(loginCode ? "account.emailCode.usePassword" : "account.emailCode.useLoginCode")}
          </Button>
        </div>
      )}
      <div className="button-row">
        <Button type="submit" size="s" mode="bezeled" loading={unlink.isPending} disabled={unlink.isPending}>
          {t("account.telegramUnlink.submit")}
        </Button>
        <Button type="button" size="s" mode="plain" onClick={() => setOpen(false)}>
          {t("account.telegramUnlink.cancel")}
        </Button>
      </div>
    </form>
  );
}
