// Spec §2 password change (WEB and HYBRID accounts): current, new and confirm fields; submit stays
// disabled until all three are filled; Cancel clears them. Mismatch and length are checked here
// first (passwordMismatch, passwordTooShort), then by the server, which also checks the current one.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useFormValues } from "../../admin/ui/use-form-values.ts";
import { useTRPC } from "../../../data/trpc.ts";
import { Dialog } from "../Dialog.tsx";
import {
  canSubmitPasswordChange,
  EMPTY_PASSWORD_CHANGE,
  passwordProblem,
  type PasswordChange,
  type PasswordProblem,
} from "./password-rules.ts";

export function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const haptics = useHaptics();
  const trpc = useTRPC();
  const { values, set, replace } = useFormValues<PasswordChange>(EMPTY_PASSWORD_CHANGE);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);

  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        toast.success(t("alerts.success.passwordChanged"));
        replace(EMPTY_PASSWORD_CHANGE);
        onClose();
      },
      onError: (error) => toast.failure(error, "account.errors.failedToChangePassword"),
    }),
  );

  function cancel() {
    replace(EMPTY_PASSWORD_CHANGE);
    setProblem(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitPasswordChange(values) || change.isPending) return;
    const found = passwordProblem(values);
    setProblem(found);
    if (found) haptics.validationError();
    else change.mutate(values);
  }

  const field = (name: keyof PasswordChange, labelKey: string, autoComplete: string) => (
    <FormField
      name={name}
      type="password"
      label={t(labelKey)}
      autoComplete={autoComplete}
      value={values[name]}
      onValueChange={set(name)}
      disabled={change.isPending}
    />
  );

  return (
    <Dialog title={t("account.password.title")} onClose={cancel} busy={change.isPending} testId="password-dialog">
      <form className="form" noValidate onSubmit={onSubmit}>
        {field("currentPassword", "account.password.current", "current-password")}
        {field("newPassword", "account.password.new", "new-password")}
        {field("confirmPassword", "account.password.confirm", "new-password")}
        {problem && <FormMessage>{t(problem)}</FormMessage>}
        <div className="row-actions">
          <SubmitButton size="m" submitting={change.isPending} disabled={!canSubmitPasswordChange(values)}>
            {t("account.password.submit")}
          </SubmitButton>
          <Button type="button" size="m" mode="gray" disabled={change.isPending} onClick={cancel}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
