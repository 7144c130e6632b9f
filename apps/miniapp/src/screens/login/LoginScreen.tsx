// Spec §2 "Login screen": email → password or one-time code (login-machine.ts holds the rules).
// After success: the booking a visitor started (issue 14.2), else the tenant's page when the route
// has a tenant, else /account.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { rest } from "../../api/rest.ts";
import { FormField } from "../../components/form/FormField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../components/form/SubmitButton.tsx";
import { KeptBookingNote } from "../../components/KeptBookingNote.tsx";
import { KeptPlanNote } from "../../components/KeptPlanNote.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { fieldErrorText, formLevelErrorText } from "../../lib/form-error.ts";
import { platformPathAfterSignIn } from "../../lib/chosen-plan.ts";
import { afterSignInPath } from "../../lib/pending-booking.ts";
import { useMachine, type Dispatch } from "../../lib/use-machine.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useHaptics } from "../../telegram/haptic.ts";
import {
  canSubmit,
  canUseCodeInstead,
  initialLoginState,
  loginTransition,
  type LoginEffect,
  type LoginEvent,
  type LoginState,
} from "./login-machine.ts";
import "../register/auth-texts.ts";

/** Router state from the web registration form: the new account's email, to log in with. */
export interface LoginLocationState {
  registeredEmail?: string;
}

function runRequest<T>(promise: Promise<T>, dispatch: Dispatch<LoginEvent>, attempt: number, onDone: (value: T) => LoginEvent) {
  promise.then(
    (value) => dispatch(onDone(value)),
    (error: unknown) => dispatch({ type: "REQUEST_FAILED", attempt, error }),
  );
}

function submitLabelKey(state: LoginState): [string, string] {
  if (state.step === "email") return ["login.continue", "login.continue"];
  if (state.step === "password") return ["login.signIn", "login.signingIn"];
  return ["login.code.verify", state.pending === "sendCode" ? "login.code.sending" : "login.code.verifying"];
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const haptics = useHaptics();
  const registeredEmail = (location.state as LoginLocationState | null)?.registeredEmail;

  const runEffect = useCallback(
    (effect: LoginEffect, dispatch: Dispatch<LoginEvent>) => {
      switch (effect.type) {
        case "checkUser":
          return runRequest(rest("auth.checkUser", { email: effect.email }), dispatch, effect.attempt, (lookup) => ({
            type: "USER_CHECKED",
            attempt: effect.attempt,
            lookup,
          }));
        case "webLogin":
          return runRequest(
            rest("auth.webLogin", { email: effect.email, password: effect.password }),
            dispatch,
            effect.attempt,
            (answer) => ({ type: "SIGNED_IN", attempt: effect.attempt, ...answer }),
          );
        case "requestCode":
          return runRequest(rest("auth.requestCode", { email: effect.email }), dispatch, effect.attempt, ({ sessionId }) => ({
            type: "CODE_SENT",
            attempt: effect.attempt,
            sessionId,
          }));
        case "verifyCode":
          return runRequest(
            rest("auth.verifyCode", { sessionId: effect.sessionId, code: effect.code }),
            dispatch,
            effect.attempt,
            (answer) => ({ type: "SIGNED_IN", attempt: effect.attempt, ...answer }),
          );
        case "signedIn":
          session.logIn(effect.user, effect.token);
          void navigate(afterSignInPath(tenant, tenant ? tenantPath(tenant) : platformPathAfterSignIn()), { replace: true });
          return;
        case "invalid":
          haptics.validationError();
          return;
      }
    },
    [haptics, navigate, session, tenant],
  );

  const [state, dispatch] = useMachine(loginTransition, () => initialLoginState(registeredEmail), runEffect);
  const [submitKey, submittingKey] = submitLabelKey(state);
  const subtitle = state.step === "email" ? t("login.subtitle") : state.step === "code" ? t("login.telegram.codeStep") : undefined;

  const formLevel = formLevelErrorText(t, state.error, ["email", "password", "code"]);
  return (
    <ScreenFrame title={t("login.title")} subtitle={subtitle} narrow>
      <KeptBookingNote />
      <KeptPlanNote />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "SUBMIT" });
        }}
      >
        {registeredEmail && state.step === "email" && <FormMessage tone="success">{t("login.registered")}</FormMessage>}
        {state.step === "email" ? (
          <FormField
            label={t("login.email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            name="email"
            placeholder={t("login.emailPlaceholder")}
            value={state.email}
            autoFocus
            invalid={!!state.error}
            error={fieldErrorText(t, state.error, "email")}
            disabled={!!state.pending}
            onValueChange={(value) => dispatch({ type: "EMAIL_CHANGED", value })}
          />
        ) : (
          <Text className="form-readonly">{state.email.trim()}</Text>
        )}
        {state.step === "password" && (
          <FormField
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
            name="password"
            placeholder={t("login.passwordPlaceholder")}
            value={state.password}
            autoFocus
            invalid={!!state.error}
            error={fieldErrorText(t, state.error, "password")}
            disabled={!!state.pending}
            onValueChange={(value) => dispatch({ type: "PASSWORD_CHANGED", value })}
          />
        )}
        {state.step === "code" && (
          <>
            {state.sessionId && <FormMessage tone="info">{t("login.code.sent")}</FormMessage>}
            {/* No maxLength: it would cut a pasted "Код: 228420" to "Код: 2"; sanitizeCode caps instead. */}
            <FormField
              label={t("login.code.label")}
              inputMode="numeric"
              autoComplete="one-time-code"
              name="code"
              placeholder={t("login.code.placeholder")}
              value={state.code}
              autoFocus
              invalid={!!state.error}
              error={fieldErrorText(t, state.error, "code")}
              disabled={state.pending === "verify"}
              onValueChange={(value) => dispatch({ type: "CODE_CHANGED", value })}
            />
          </>
        )}
        {formLevel && <FormMessage>{formLevel}</FormMessage>}
        <SubmitButton submitting={!!state.pending || state.signedIn} submittingLabel={t(submittingKey)} disabled={!canSubmit(state)}>
          {t(submitKey)}
        </SubmitButton>
        <div className="form-actions">
          {state.step === "password" && state.hasTelegram && (
            <Button mode="plain" size="s" disabled={!canUseCodeInstead(state)} onClick={() => dispatch({ type: "USE_CODE_INSTEAD" })}>
              {t("login.useCodeInstead")}
            </Button>
          )}
          {state.step === "code" && (
            <Button mode="plain" size="s" disabled={!!state.pending} onClick={() => dispatch({ type: "RESEND_CODE" })}>
              {t("login.code.resend")}
            </Button>
          )}
          {state.step !== "email" && (
            <Button mode="plain" size="s" onClick={() => dispatch({ type: "BACK" })}>
              {t("login.back")}
            </Button>
          )}
        </div>
        <Text className="form-footer">
          {t("login.noAccount")} <Link to={tenant ? tenantPath(tenant, "register") : "/register"}>{t("login.register")}</Link>
        </Text>
      </form>
    </ScreenFrame>
  );
}
