// A 6-digit code from an email: the verification code of the account's address, or the code sent
// to the new address of an email change (issues 16.5, 20.2). The email's link carries it
// (?emailCode= / ?emailChangeCode=, see emailCodeLink in @booking/core): arriving with it confirms
// it once, and the parameter leaves the URL.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { Profile } from "../account-data.ts";

export type EmailCodePurpose = "verify" | "change";

export const EMAIL_CODE_PARAMS: Record<EmailCodePurpose, string> = { verify: "emailCode", change: "emailChangeCode" };

export function useEmailCodeFromLink(purpose: EmailCodePurpose): string | null {
  const [params] = useSearchParams();
  const code = params.get(EMAIL_CODE_PARAMS[purpose]);
  return code && /^\d{6}$/.test(code) ? code : null;
}

export function EmailCodeForm({ purpose, hint, onDone }: { purpose: EmailCodePurpose; hint?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const fromLink = useEmailCodeFromLink(purpose);
  const [code, setCode] = useState(fromLink ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = useServerFieldError(["code"]);
  const options = {
    onSuccess: (updated: Profile) => {
      queryClient.setQueryData(trpc.account.profile.queryKey(), updated);
      toast.success(purpose === "verify" ? t("account.emailCode.verified") : t("account.emailCode.changed", { email: updated.email }));
      onDone?.();
    },
    onError: (error: unknown) => serverError.report(error, "account.errors.failedToSave"),
  };
  const verify = useMutation(trpc.account.confirmEmailVerification.mutationOptions(options));
  const change = useMutation(trpc.account.confirmEmailChange.mutationOptions(options));
  const confirm = purpose === "verify" ? verify : change;

  const submitted = useRef(false);
  useEffect(() => {
    if (!fromLink || submitted.current) return;
    submitted.current = true;
    confirm.mutate({ code: fromLink });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(EMAIL_CODE_PARAMS[purpose]);
        return next;
      },
      { replace: true },
    );
  }, [fromLink, confirm, purpose, setParams]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    serverError.clear();
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) return setProblem(t("account.emailCode.codeRequired"));
    setProblem(null);
    confirm.mutate({ code: trimmed });
  }

  return (
    <form className="email-code" noValidate onSubmit={onSubmit} data-testid={`email-code-${purpose}`}>
      {hint && <Text className="muted">{hint}</Text>}
      <FormField
        name="code"
        label={t("account.emailCode.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={setCode}
        disabled={confirm.isPending}
        error={problem ?? serverError.fieldError("code")}
      />
      <Button type="submit" size="s" mode="bezeled" loading={confirm.isPending} disabled={confirm.isPending}>
        {t("account.emailCode.confirm")}
      </Button>
    </form>
  );
}
