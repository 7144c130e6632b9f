// Spec §2 mini-app registration: the Telegram identity read-only, phone and email inputs, the
// password on demand (registration-machine.ts holds the rules). Issue 25.2: the phone by one tap
// through Telegram's contact request, offered first (typing stays possible); the signed contact
// makes the new account's phone verified. The email, which the spec's form needs, says why. After success a notice, then after
// 1 s the tenant's page (or /account without a tenant).
import { Button, Cell, Placeholder, Section, Text } from "@telegram-apps/telegram-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rest } from "../../api/rest.ts";
import { ConsentField } from "../../components/form/ConsentField.tsx";
import { FormField } from "../../components/form/FormField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../components/form/SubmitButton.tsx";
import { formErrorText } from "../../lib/form-error.ts";
import { useMachine, type Dispatch } from "../../lib/use-machine.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useHaptics } from "../../telegram/haptic.ts";
import type { SharedContact, TelegramUser } from "../../telegram/telegram-env.ts";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import { platformPathAfterSignIn } from "../../lib/chosen-plan.ts";
import { afterSignInPath } from "../../lib/pending-booking.ts";
import {
  canSubmitRegistration,
  CONSENT_REQUIRED_KEY,
  initialRegistrationState,
  registrationTransition,
  type RegistrationEffect,
  type RegistrationEvent,
  type RegistrationField,
} from "./registration-machine.ts";

function IdentityCard({ user }: { user: TelegramUser }) {
  const { t } = useTranslation();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <Section header={t("register.miniApp.identityTitle")}>
      <Cell readOnly subhead={t("register.miniApp.name")}>
        {name}
      </Cell>
      <Cell readOnly subhead={t("register.miniApp.username")}>
        {user.username ? `@${user.username}` : t("common.notSet")}
      </Cell>
      <Cell readOnly subhead={t("register.miniApp.telegramId")}>
        {String(user.id)}
      </Cell>
    </Section>
  );
}

function OwnershipQuestion({ dispatch }: { dispatch: Dispatch<RegistrationEvent> }) {
  const { t } = useTranslation();
  return (
    <div className="form-message form-message--info" role="alertdialog" aria-label={t("register.emailExists.question")}>
      <Text weight="2">{t("register.emailExists.title")}</Text>
      <Text>{t("register.emailExists.question")}</Text>
      <div className="form-actions">
        <Button size="s" onClick={() => dispatch({ type: "CONFIRM_OWN_ACCOUNT" })}>
          {t("register.emailExists.yes")}
        </Button>
        <Button size="s" mode="bezeled" onClick={() => dispatch({ type: "DENY_OWN_ACCOUNT" })}>
          {t("register.emailExists.no")}
        </Button>
      </div>
    </div>
  );
}

/** Telegram's contact request (where the client has it): the phone without typing it (issue 14.2). */
function SharePhone({ disabled, onPhone }: { disabled: boolean; onPhone: (contact: SharedContact) => void }) {
  const { t } = useTranslation();
  const { controls } = useTelegram();
  const [asking, setAsking] = useState(false);
  if (!controls) return null;
  const ask = async () => {
    setAsking(true);
    const contact = await controls.requestContact();
    setAsking(false);
    if (contact) onPhone(contact);
  };
  return (
    <div>
      <Button type="button" size="s" mode="bezeled" loading={asking} disabled={disabled || asking} onClick={() => void ask()}>
        {t("telegram.sharePhone")}
      </Button>
    </div>
  );
}

function RegistrationForm({ telegramUser }: { telegramUser: TelegramUser }) {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const navigate = useNavigate();
  const { logIn } = useSession();
  const haptics = useHaptics();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The contact Telegram signed, while the phone field still holds its number.
  const sharedContact = useRef<SharedContact | null>(null);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const runEffect = useCallback(
    (effect: RegistrationEffect, dispatch: Dispatch<RegistrationEvent>) => {
      switch (effect.type) {
        case "register":
          rest("user.register", {
            ...effect.payload,
            telegramId: telegramUser.id,
            // A private chat with a user has the user's id.
            chatId: telegramUser.id,
            firstName: telegramUser.firstName,
            username: telegramUser.username,
            tenantId: tenant,
          }).then(
            (answer) => dispatch({ type: "REGISTERED", ...answer }),
            (error: unknown) => dispatch({ type: "REGISTRATION_FAILED", error }),
          );
          return;
        case "signedIn":
          logIn(effect.user, effect.token);
          haptics.success();
          // The account exists now: Telegram's signed contact makes its phone verified. A refusal
          // leaves it unverified, as a typed one; the account screen offers the same button.
          if (sharedContact.current)
            void rest("account.verifyPhone", { contact: sharedContact.current.signed }).catch((error: unknown) =>
              console.warn("[register] the shared phone was not verified", error),
            );
          return;
        case "redirect":
          redirectTimer.current = setTimeout(() => {
            void navigate(afterSignInPath(tenant, tenant ? tenantPath(tenant) : platformPathAfterSignIn()), { replace: true });
          }, effect.afterMs);
          return;
        case "invalid":
          haptics.validationError();
          return;
      }
    },
    [haptics, logIn, navigate, telegramUser, tenant],
  );

  const [state, dispatch] = useMachine(registrationTransition, initialRegistrationState, runEffect);
  const submitting = state.status === "submitting";
  const consentUnticked = !!state.error && "key" in state.error && state.error.key === CONSENT_REQUIRED_KEY;
  if (state.status === "success") {
    return <Placeholder header={t("register.success.title")} description={t("register.success.redirecting")} />;
  }

  const field = (name: RegistrationField) => ({
    name,
    value: state[name],
    disabled: submitting,
    onValueChange: (value: string) => dispatch({ type: "FIELD_CHANGED", field: name, value }),
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: "SUBMIT" });
      }}
    >
      <IdentityCard user={telegramUser} />
      <SharePhone
        disabled={submitting}
        onPhone={(contact) => {
          sharedContact.current = contact;
          dispatch({ type: "FIELD_CHANGED", field: "phone", value: contact.phone });
        }}
      />
      <FormField
        {...field("phone")}
        onValueChange={(value) => {
          // Typed over: no longer the number Telegram vouched for.
          if (value !== sharedContact.current?.phone) sharedContact.current = null;
          dispatch({ type: "FIELD_CHANGED", field: "phone", value });
        }}
        label={t("register.miniApp.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t("register.miniApp.phonePlaceholder")}
      />
      <FormField
        {...field("email")}
        label={t("register.miniApp.email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t("register.miniApp.emailPlaceholder")}
        hint={t("register.miniApp.emailReason")}
      />
      {state.passwordRevealed && (
        <FormField
          {...field("password")}
          label={t("register.miniApp.password")}
          type="password"
          autoComplete="current-password"
          autoFocus
          placeholder={t("register.miniApp.passwordPlaceholder")}
          hint={t("register.miniApp.passwordHint")}
        />
      )}
      {state.askingOwnership && <OwnershipQuestion dispatch={dispatch} />}
      <ConsentField
        tenant={tenant}
        checked={state.consent}
        onCheckedChange={(checked) => dispatch({ type: "BOX_CHANGED", box: "consent", checked })}
        marketing={
          tenant
            ? {
                checked: state.marketingOptIn,
                onCheckedChange: (checked) => dispatch({ type: "BOX_CHANGED", box: "marketingOptIn", checked }),
              }
            : undefined
        }
        disabled={submitting}
        error={consentUnticked ? t(CONSENT_REQUIRED_KEY) : undefined}
      />
      {state.notice && <FormMessage tone="info">{t(state.notice)}</FormMessage>}
      {state.error && !consentUnticked && <FormMessage>{formErrorText(t, state.error)}</FormMessage>}
      {/* Inside Telegram the primary action is its MainButton (issue 14.3). */}
      <SubmitButton submitting={submitting} submittingLabel={t("register.miniApp.submitting")} disabled={!canSubmitRegistration(state)}>
        {t("register.miniApp.submit")}
      </SubmitButton>
    </form>
  );
}

export function MiniAppRegisterForm() {
  const { t } = useTranslation();
  const { telegramUser } = useSession();
  // Launched from Telegram, but the init data carried no user (e.g. opened from a group's menu).
  if (!telegramUser) {
    return <Placeholder header={t("register.errors.noTelegramData")} description={t("register.errors.telegramDataUnavailable")} />;
  }
  return <RegistrationForm telegramUser={telegramUser} />;
}
