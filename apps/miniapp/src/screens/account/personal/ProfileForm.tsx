// Spec §2 Personal info: editable first name, email and phone; read-only username ("Not Set"
// when empty) and account type; Save profile (PUT /api/user/profile). A changed email or phone
// becomes unverified again on the server, so the verification list reloads with the answer. A new
// email needs the current password of an account that has one, or, with Telegram linked, a login
// code the platform bot sends (issue 20.2): the field appears then. The email itself changes only
// with the code mailed to the new address (onPendingEmail: PersonalInfoTab shows that code's form).
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { emailProblem, phoneProblem } from "../../../lib/validation.ts";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useFormValues } from "../../admin/ui/use-form-values.ts";
import { useTRPC } from "../../../data/trpc.ts";
import type { Profile } from "../account-data.ts";
import "../../register/auth-texts.ts";

interface ProfileValues {
  firstName: string;
  email: string;
  phone: string;
}

/** The same rules as registration (spec §5): a first name, a well-formed email, a 10+ character phone. */
function profileProblem(values: ProfileValues): string | null {
  if (!values.firstName.trim()) return "account.personalInfo.firstNameRequired";
  const email = emailProblem(values.email);
  if (email) return `register.errors.${email}`;
  const phone = phoneProblem(values.phone);
  return phone ? `register.errors.${phone}` : null;
}

const PROFILE_FIELDS = ["firstName", "email", "phone", "currentPassword"];

export function ProfileForm({ profile, onPendingEmail }: { profile: Profile; onPendingEmail?: (email: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const haptics = useHaptics();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { values, set } = useFormValues<ProfileValues>({
    firstName: profile.firstName,
    email: profile.email ?? "",
    phone: profile.phone ?? "",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = useServerFieldError(PROFILE_FIELDS);
  const [currentPassword, setCurrentPassword] = useState("");
  const emailChanged = values.email.trim().toLowerCase() !== (profile.email ?? "");
  const needsPassword = emailChanged && profile.userType !== "TELEGRAM";
  const [loginCode, setLoginCode] = useState<{ sessionId: string; code: string } | null>(null);
  const requestCode = useMutation(
    trpc.auth.requestCode.mutationOptions({
      onSuccess: ({ sessionId }) => {
        setLoginCode({ sessionId, code: "" });
        toast.success(t("account.emailCode.loginCodeSent"));
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );

  const save = useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: ({ pendingEmail, ...updated }) => {
        queryClient.setQueryData(trpc.account.profile.queryKey(), updated);
        toast.success(t("alerts.success.profileSaved"));
        if (pendingEmail) onPendingEmail?.(pendingEmail);
        setLoginCode(null);
        setCurrentPassword("");
      },
      onError: (error) => serverError.report(error, "account.errors.failedToSave"),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    serverError.clear();
    const found = profileProblem(values);
    setProblem(found);
    if (found) haptics.validationError();
    else save.mutate({ ...values, ...(needsPassword ? (loginCode ? { loginCode } : { currentPassword }) : {}) });
  }

  return (
    <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="profile-form">
      <FormField
        name="firstName"
        label={t("account.personalInfo.firstName")}
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={set("firstName")}
        disabled={save.isPending}
        error={serverError.fieldError("firstName")}
      />
      <FormField
        name="email"
        type="email"
        label={t("account.personalInfo.email")}
        autoComplete="email"
        value={values.email}
        onValueChange={set("email")}
        disabled={save.isPending}
        error={serverError.fieldError("email")}
      />
      {needsPassword && !loginCode && (
        <FormField
          name="currentPassword"
          type="password"
          label={t("account.password.current")}
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          disabled={save.isPending}
          error={serverError.fieldError("currentPassword")}
        />
      )}
      {needsPassword && loginCode && (
        <FormField
          name="loginCode"
          label={t("account.emailCode.loginCode")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={loginCode.code}
          onValueChange={(code) => setLoginCode({ ...loginCode, code })}
          disabled={save.isPending}
        />
      )}
      {needsPassword && profile.telegramLinked && profile.email && (
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
      <FormField
        name="phone"
        type="tel"
        label={t("account.personalInfo.phone")}
        autoComplete="tel"
        value={values.phone}
        onValueChange={set("phone")}
        disabled={save.isPending}
        error={serverError.fieldError("phone")}
      />
      <dl className="facts">
        <dt>{t("account.personalInfo.username")}</dt>
        <dd data-testid="profile-username">{profile.username || t("common.notSet")}</dd>
        <dt>{t("account.personalInfo.accountType")}</dt>
        <dd data-testid="profile-user-type">{t(`account.personalInfo.userTypes.${profile.userType}`)}</dd>
      </dl>
      {problem && <FormMessage>{t(problem)}</FormMessage>}
      {/* Inside Telegram "Save" is its MainButton (issue 14.3). */}
      <SubmitButton submitting={save.isPending} submittingLabel={t("common.saving")}>
        {t("account.personalInfo.saveProfile")}
      </SubmitButton>
    </form>
  );
}
