// Name, short description, time zone and contacts, saved together (PUT /api/account/business).
// The server answers the values as stored (E.164 phone, the zone's canonical name, the Telegram
// username without "@"); a refused field gets its translated text under it.
import { Select, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { RouteLink } from "../../../components/RouteLink.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { tenantPath } from "../../../router/paths.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { TextAreaField } from "../../admin/ui/TextAreaField.tsx";
import { useFormValues } from "../../admin/ui/use-form-values.ts";
import type { BusinessSettings } from "./business-types.ts";
import { timeIn, timeZoneOptions } from "./time-zones.ts";

const CONTACTS = ["phone", "email", "telegram", "address", "website"] as const;
type ContactKind = (typeof CONTACTS)[number];
const INPUT_TYPES: Record<ContactKind, { type: string; autoComplete: string }> = {
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  telegram: { type: "text", autoComplete: "off" },
  address: { type: "text", autoComplete: "street-address" },
  website: { type: "url", autoComplete: "url" },
};
const FIELDS = ["name", "description", "timeZone", ...CONTACTS.map((kind) => `contacts.${kind}`)];

type Values = { name: string; description: string; timeZone: string } & Record<ContactKind, string>;

function initialValues(settings: BusinessSettings): Values {
  const { contacts } = settings;
  return {
    name: settings.name,
    description: settings.description ?? "",
    timeZone: settings.timeZone,
    phone: contacts.phone ?? "",
    email: contacts.email ?? "",
    telegram: contacts.telegram ? `@${contacts.telegram}` : "",
    address: contacts.address ?? "",
    website: contacts.website ?? "",
  };
}

export function BusinessForm({ settings, slug }: { settings: BusinessSettings; slug: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { values, set } = useFormValues<Values>(() => initialValues(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const serverError = useServerFieldError(FIELDS);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const save = useMutation(
    trpc.account.updateBusiness.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.account.business.queryKey(), saved);
        toast.success(t("alerts.success.settingsSaved"));
        await queryClient.invalidateQueries(trpc.account.get.queryFilter());
      },
      onError: (error) => serverError.report(error, "account.errors.failedToSave"),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    serverError.clear();
    if (!values.name.trim()) return setProblem("business.nameRequired");
    setProblem(null);
    const contacts = Object.fromEntries(CONTACTS.map((kind) => [kind, values[kind].trim() || null])) as Record<ContactKind, string | null>;
    save.mutate({ name: values.name, description: values.description.trim() || null, timeZone: values.timeZone, contacts });
  }

  const disabled = save.isPending;
  return (
    <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="business-form">
      <Title level="3" weight="2" className="panel-card__title">
        {t("business.title")}
      </Title>
      <FormField
        name="name"
        label={t("business.name")}
        value={values.name}
        onValueChange={set("name")}
        disabled={disabled}
        maxLength={100}
        error={serverError.fieldError("name")}
      />
      <TextAreaField
        name="description"
        label={t("business.description")}
        value={values.description}
        onValueChange={set("description")}
        disabled={disabled}
        maxLength={500}
        rows={3}
      />
      <Text className="business-hint">{serverError.fieldError("description") ?? t("business.descriptionHint")}</Text>
      <Select
        header={t("business.timeZone")}
        aria-label={t("business.timeZone")}
        name="timeZone"
        value={values.timeZone}
        disabled={disabled}
        onChange={(event) => set("timeZone")(event.target.value)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, " ")}
          </option>
        ))}
      </Select>
      <Text className="business-hint" data-testid="business-zone-hint">
        {serverError.fieldError("timeZone") ??
          `${t("business.timeZoneNow", { time: timeIn(values.timeZone, i18n.language) })}. ${t("business.timeZoneHint")}`}
      </Text>
      <Text className="business-hint">{t("business.currency", { currency: settings.currency })}</Text>
      <Title level="3" weight="2" className="panel-card__title">
        {t("business.contactsTitle")}
      </Title>
      {CONTACTS.map((kind) => (
        <FormField
          key={kind}
          name={kind}
          label={t(`business.${kind}`)}
          {...INPUT_TYPES[kind]}
          value={values[kind]}
          onValueChange={set(kind)}
          disabled={disabled}
          hint={kind === "telegram" ? t("business.telegramHint") : undefined}
          error={serverError.fieldError(`contacts.${kind}`)}
        />
      ))}
      {problem && <FormMessage>{t(problem)}</FormMessage>}
      <SubmitButton submitting={save.isPending} submittingLabel={t("common.saving")}>
        {t("business.save")}
      </SubmitButton>
      <RouteLink className="business-page-link" href={tenantPath(slug)}>
        {t("business.viewPage")}
      </RouteLink>
    </form>
  );
}
