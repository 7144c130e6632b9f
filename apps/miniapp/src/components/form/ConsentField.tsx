// The consent box of every sign-up form and of a customer's first booking with a business (issue 30):
// personal-data processing under the business's privacy policy and the platform's terms (links open
// in a new tab, so the form keeps what was typed), plus an optional, separate marketing opt-in. The
// server refuses a form without it (`consentRequired`); `error` shows that refusal under the box.
import { Caption, Checkbox, Text } from "@telegram-apps/telegram-ui";
import { useId, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { tenantPath } from "../../router/paths.ts";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import "./consent-field.css";

export interface ConsentFieldProps {
  /** The business whose form this is; absent on the platform's own forms (its policy and terms apply). */
  tenant?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The separate news-and-offers box (sign-up forms of a business only). */
  marketing?: { checked: boolean; onCheckedChange(checked: boolean): void };
  error?: string | null;
  disabled?: boolean;
}

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Box({
  checked,
  onCheckedChange,
  disabled,
  invalid,
  describedBy,
  name,
  children,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  name: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="consent-field__box">
      <Checkbox
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id} className="consent-field__label">
        <Text>{children}</Text>
      </label>
    </div>
  );
}

function ConsentBoxes({
  tenant,
  business,
  checked,
  onCheckedChange,
  marketing,
  error,
  disabled,
}: ConsentFieldProps & { business: string | null }) {
  const { t } = useTranslation();
  const errorId = useId();
  const links = {
    policy: <NewTabLink href={tenant ? tenantPath(tenant, "privacy") : "/privacy"} />,
    terms: <NewTabLink href="/terms" />,
  };
  return (
    <div className="consent-field" data-testid="consent-field">
      <Box
        name="consent"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        invalid={!!error}
        describedBy={error ? errorId : undefined}
      >
        {business ? (
          <Trans i18nKey="privacy.consent.business" values={{ business }} components={links} />
        ) : (
          <Trans i18nKey="privacy.consent.platform" components={links} />
        )}
      </Box>
      {error && (
        <Caption id={errorId} role="alert" className="form-field__hint form-field__hint--error">
          {error}
        </Caption>
      )}
      {marketing && business && (
        <Box name="marketingOptIn" checked={marketing.checked} onCheckedChange={marketing.onCheckedChange} disabled={disabled}>
          {t("privacy.consent.marketing", { business })}
        </Box>
      )}
    </div>
  );
}

/** A business's form names it (its public profile; the slug while that loads). */
function BusinessConsent(props: ConsentFieldProps & { tenant: string }) {
  const { profile } = useTenantProfile(props.tenant);
  return <ConsentBoxes {...props} business={profile?.name ?? props.tenant} />;
}

export function ConsentField(props: ConsentFieldProps) {
  return props.tenant ? <BusinessConsent {...props} tenant={props.tenant} /> : <ConsentBoxes {...props} business={null} />;
}
