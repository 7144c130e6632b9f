// The service editor's "Where" section (issue 31.2): not said, in person (the business address or
// another), by phone, the owner's own link, or a Jitsi Meet room per booking.
import { Caption, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { LOCATION_CHOICES, type LocationDraft } from "./location-draft.ts";

interface FieldsProps {
  location: LocationDraft;
  onChange(location: LocationDraft): void;
  disabled?: boolean;
  /** Translated errors under the fields: the form's own check or the server's (field location.url / location.address). */
  linkError?: string;
  addressError?: string;
}

export function SessionLocationFields({ location, onChange, disabled, linkError, addressError }: FieldsProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<LocationDraft>) => onChange({ ...location, ...changes });
  return (
    <fieldset className="service-questions" data-testid="service-location" disabled={disabled}>
      <legend>
        <Text weight="2">{t("admin.services.location.title")}</Text>
      </legend>
      <Caption className="muted">{t("admin.services.location.hint")}</Caption>
      <ChoicePills
        label={t("admin.services.location.title")}
        value={location.kind}
        onChange={(kind) => set({ kind })}
        options={LOCATION_CHOICES.map((key) => ({ key, label: t(`admin.services.location.kinds.${key}`) }))}
      />
      {location.kind === "inPerson" && (
        <FormField
          name="location.address"
          label={t("admin.services.location.address")}
          value={location.address}
          onValueChange={(address) => set({ address })}
          hint={t("admin.services.location.addressHint")}
          error={addressError}
          autoComplete="street-address"
        />
      )}
      {location.kind === "link" && (
        <FormField
          name="location.url"
          type="url"
          inputMode="url"
          label={t("admin.services.location.link")}
          placeholder="https://"
          value={location.link}
          onValueChange={(link) => set({ link })}
          hint={t("admin.services.location.linkHint")}
          error={linkError}
        />
      )}
      {location.kind === "jitsi" && <Caption data-testid="service-location-jitsi">{t("admin.services.location.jitsiHint")}</Caption>}
    </fieldset>
  );
}
