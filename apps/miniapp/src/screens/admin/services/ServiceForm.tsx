// Add / edit a service (spec §2 Services tab). The same form edits when a service is given.
import { SLOT_MINUTES } from "@booking/contracts/constants";
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useHaptics } from "../../../telegram/haptic.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { AdminService } from "../admin-types.ts";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";
import { useFormValues } from "../ui/use-form-values.ts";
import { serviceFormProblem, serviceFormValues, toServiceInput, type ServiceFormProblem } from "./service-form.ts";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { IntakeQuestionsEditor } from "./IntakeQuestionsEditor.tsx";
import { SessionLocationFields } from "./SessionLocationFields.tsx";

/** Inputs the server may name in a refusal (admin.services.create/update). */
const SERVICE_FIELDS = ["name", "price", "duration", "location.url", "location.address"];

export function ServiceForm({ service, onDone }: { service: AdminService | null; onDone(): void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const haptics = useHaptics();
  const { values, set, replace } = useFormValues(() => serviceFormValues(service));
  const [problem, setProblem] = useState<ServiceFormProblem | null>(null);

  const onSaved = async () => {
    toast.success(t("alerts.success.saved"));
    replace(serviceFormValues(null));
    setProblem(null);
    onDone();
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.services.list.pathFilter()),
      queryClient.invalidateQueries(trpc.services.list.pathFilter()),
    ]);
  };
  const serverError = useServerFieldError(SERVICE_FIELDS);
  const onError = (error: unknown) => serverError.report(error, "alerts.errors.failedToSave");
  const create = useMutation(trpc.admin.services.create.mutationOptions({ onSuccess: onSaved, onError }));
  const update = useMutation(trpc.admin.services.update.mutationOptions({ onSuccess: onSaved, onError }));
  const saving = create.isPending || update.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    serverError.clear();
    const found = serviceFormProblem(values);
    setProblem(found);
    if (found) {
      haptics.validationError();
      return;
    }
    const input = toServiceInput(values);
    if (service) update.mutate({ id: service.id, ...input });
    else create.mutate(input);
  }

  return (
    <form
      className="panel-card"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(service ? "admin.services.edit" : "admin.services.add")}
      data-testid="service-form"
    >
      <Title level="3" weight="2" className="panel-card__title">
        {t(service ? "admin.services.edit" : "admin.services.add")}
      </Title>
      <FormField
        name="name"
        label={t("admin.services.name")}
        value={values.name}
        onValueChange={set("name")}
        disabled={saving}
        error={serverError.fieldError("name")}
      />
      <TextAreaField
        name="description"
        label={t("admin.services.description")}
        value={values.description}
        onValueChange={set("description")}
        disabled={saving}
      />
      <FormField
        name="price"
        label={t("admin.services.price")}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={values.price}
        onValueChange={set("price")}
        disabled={saving}
        error={serverError.fieldError("price")}
      />
      <FormField
        name="duration"
        label={t("admin.services.duration")}
        type="number"
        inputMode="numeric"
        min={SLOT_MINUTES}
        step={SLOT_MINUTES}
        value={values.duration}
        onValueChange={set("duration")}
        disabled={saving}
        error={serverError.fieldError("duration")}
      />
      <CheckboxField
        name="isActive"
        label={t("admin.services.active")}
        checked={values.isActive}
        onCheckedChange={set("isActive")}
        disabled={saving}
      />
      <SessionLocationFields
        location={values.location}
        onChange={set("location")}
        disabled={saving}
        linkError={problem === "admin.services.location.invalidLink" ? t(problem) : serverError.fieldError("location.url")}
        addressError={serverError.fieldError("location.address")}
      />
      <IntakeQuestionsEditor questions={values.questions} onChange={set("questions")} disabled={saving} />
      {problem && problem !== "admin.services.location.invalidLink" && <FormMessage>{t(problem, { minutes: SLOT_MINUTES })}</FormMessage>}
      <div className="row-actions">
        <SubmitButton size="m" submitting={saving}>
          {t("common.save")}
        </SubmitButton>
        {service && (
          <Button type="button" size="m" mode="gray" disabled={saving} onClick={onDone}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
