// Spec §2 web registration form: username, first name, email, password, phone; every field is
// required after trimming, and each says its own problem under it (issue 25.2, web-registration.ts).
// The username follows the email until the user types their own, so a customer fills four fields;
// autocomplete attributes let password managers and autofill fill the rest. After success the user logs in (spec: /login);
// the login screen then takes an owner on to the account area, where the business is set up. A
// visitor who was booking is signed in with the new account at once and taken back to that booking
// (issue 14.2: one step less between them and their confirmed time).
import { Text } from "@telegram-apps/telegram-ui";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { rest, type RestInput } from "../../api/rest.ts";
import { ConsentField } from "../../components/form/ConsentField.tsx";
import { FormField } from "../../components/form/FormField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../components/form/SubmitButton.tsx";
import { fieldErrorText, formLevelErrorText, type FormError } from "../../lib/form-error.ts";
import { pendingBooking } from "../../lib/pending-booking.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import type { LoginLocationState } from "../login/LoginScreen.tsx";
import { usernameFromEmail, webRegistrationProblems, type WebRegistrationField } from "./web-registration.ts";

type WebRegistration = Omit<RestInput<"user.registerWeb">, "consent" | "marketingOptIn">;

const EMPTY: WebRegistration = { username: "", firstName: "", email: "", password: "", phone: "" };

// The email before the username: the username is suggested from it (the spec's five fields all stay).
const FIELDS: ReadonlyArray<{ name: WebRegistrationField; type: string; autoComplete: string; inputMode?: "email" | "tel" }> = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "username", type: "text", autoComplete: "username" },
  { name: "password", type: "password", autoComplete: "new-password" },
  { name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
];

const FIELD_NAMES = [...FIELDS.map((field) => field.name), "consent"];

function trimmed(values: WebRegistration): WebRegistration {
  // The password is sent as typed: spaces can be part of it.
  return {
    ...values,
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}

export function WebRegisterForm() {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const navigate = useNavigate();
  const { logIn } = useSession();
  const [values, setValues] = useState<WebRegistration>(EMPTY);
  // Each field's problem after a submit (cleared as that field changes).
  const [problems, setProblems] = useState<Partial<Record<WebRegistrationField, string>>>({});
  // The username follows the email until the user types one of their own.
  const [usernameTyped, setUsernameTyped] = useState(false);
  // Issue 30: the consent box (required) and, on a business's page, the separate marketing box.
  const [consent, setConsent] = useState(false);
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  const consentUnticked = !!error && "key" in error && error.key === "privacy.consent.required";
  const formLevel = consentUnticked ? undefined : formLevelErrorText(t, error, FIELD_NAMES);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = webRegistrationProblems(values);
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      setError(null);
      document.querySelector<HTMLInputElement>(`input[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    if (!consent) {
      setError({ key: "privacy.consent.required" });
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const payload = trimmed(values);
      const { user, token } = await rest("user.registerWeb", { ...payload, consent, ...(tenant ? { marketingOptIn } : {}) });
      if (tenant && pendingBooking(tenant)) {
        logIn(user, token);
        void navigate(tenantPath(tenant, "booking"), { replace: true });
        return;
      }
      const state: LoginLocationState = { registeredEmail: payload.email };
      void navigate(tenant ? tenantPath(tenant, "login") : "/login", { state });
    } catch (failure) {
      setError({ failure, fallbackKey: "register.errors.failedToCreateAccount" });
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Text className="form-lead">{tenant ? t("register.web.customerSubtitle") : t("register.web.subtitle")}</Text>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={t(`register.web.${field.name}`)}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          value={values[field.name]}
          disabled={submitting}
          hint={field.name === "username" && !usernameTyped && values.username ? t("register.web.usernameHint") : undefined}
          error={problems[field.name] ? t(problems[field.name]!) : fieldErrorText(t, error, field.name)}
          onValueChange={(value) => {
            setValues((current) => {
              const next = { ...current, [field.name]: value };
              if (field.name === "email" && !usernameTyped) next.username = usernameFromEmail(value);
              return next;
            });
            if (field.name === "username") setUsernameTyped(true);
            setProblems(({ [field.name]: _fixed, ...rest }) =>
              field.name === "email" && !usernameTyped ? { ...rest, username: undefined } : rest,
            );
            setError(null);
          }}
        />
      ))}
      <ConsentField
        tenant={tenant}
        checked={consent}
        onCheckedChange={(checked) => {
          setConsent(checked);
          setError(null);
        }}
        marketing={tenant ? { checked: marketingOptIn, onCheckedChange: setMarketingOptIn } : undefined}
        disabled={submitting}
        error={consentUnticked ? t("privacy.consent.required") : fieldErrorText(t, error, "consent")}
      />
      {formLevel && <FormMessage>{formLevel}</FormMessage>}
      <SubmitButton submitting={submitting} submittingLabel={t("register.web.submitting")}>
        {t("register.web.submit")}
      </SubmitButton>
      <Text className="form-footer">
        {t("register.web.haveAccount")} <Link to={tenant ? tenantPath(tenant, "login") : "/login"}>{t("register.web.login")}</Link>
      </Text>
    </form>
  );
}
