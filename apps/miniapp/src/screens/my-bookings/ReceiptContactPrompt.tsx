// A page that issues 54-FZ receipts needs an email or a phone to send one to (issue 30). A customer
// whose account has neither is asked here before paying; the contact goes with this payment only.
import { Button } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/form/FormField.tsx";

export function ReceiptContactPrompt({
  busy,
  refused,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  /** The server did not take the contact given (not an email or a phone). */
  refused: boolean;
  onSubmit(contact: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [contact, setContact] = useState("");
  const [empty, setEmpty] = useState(false);
  return (
    <form
      className="form panel-card receipt-contact"
      data-testid="receipt-contact"
      aria-label={t("privacy.receiptContact.title")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!contact.trim()) return setEmpty(true);
        onSubmit(contact.trim());
      }}
    >
      <FormField
        name="receiptContact"
        label={t("privacy.receiptContact.label")}
        type="text"
        inputMode="email"
        autoComplete="email"
        value={contact}
        disabled={busy}
        hint={t("privacy.receiptContact.hint")}
        error={empty || refused ? t("privacy.receiptContact.invalid") : undefined}
        onValueChange={(value) => {
          setContact(value);
          setEmpty(false);
        }}
      />
      <div className="form-actions">
        <Button type="submit" size="m" loading={busy} disabled={busy}>
          {t("privacy.receiptContact.submit")}
        </Button>
        <Button type="button" size="m" mode="plain" disabled={busy} onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
