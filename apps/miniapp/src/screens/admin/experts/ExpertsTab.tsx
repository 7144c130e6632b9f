// The admins' Experts tab (issue 16.2): each expert's public profile (name, photo, short bio),
// whether customers may pick them, and the services they provide. Every page has its own default
// expert; members with the EXPERT role (ENTERPRISE) add theirs.
import { Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppRouter } from "@booking/trpc";
import type { inferRouterOutputs } from "@trpc/server";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";

type Expert = inferRouterOutputs<AppRouter>["admin"]["experts"]["list"][number];
type ServiceOption = { id: string; name: string };

function ExpertForm({ expert, services }: { expert: Expert; services: readonly ServiceOption[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(expert.name);
  const [photoUrl, setPhotoUrl] = useState(expert.photoUrl ?? "");
  const [bio, setBio] = useState(expert.bio ?? "");
  const [isActive, setIsActive] = useState(expert.isActive);
  const [serviceIds, setServiceIds] = useState<string[]>(expert.serviceIds);
  const serverError = useServerFieldError(["name", "photoUrl", "bio"]);
  const save = useMutation(
    trpc.admin.experts.update.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.settingsSaved"));
        await queryClient.invalidateQueries(trpc.admin.experts.pathFilter());
      },
      onError: (error) => serverError.report(error, "alerts.errors.failedToSave"),
    }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    serverError.clear();
    if (!save.isPending && name.trim())
      save.mutate({ id: expert.id, name: name.trim(), photoUrl: photoUrl.trim() || null, bio: bio.trim() || null, isActive, serviceIds });
  };
  const toggle = (id: string, on: boolean) => setServiceIds((current) => (on ? [...current, id] : current.filter((s) => s !== id)));
  return (
    <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="expert-form">
      <Text weight="2">
        {expert.name}
        {expert.isDefault ? ` · ${t("admin.experts.default")}` : ""}
      </Text>
      <FormField
        name="expertName"
        label={t("admin.experts.name")}
        value={name}
        onValueChange={setName}
        error={serverError.fieldError("name")}
      />
      <FormField
        name="expertPhoto"
        type="url"
        label={t("admin.experts.photoUrl")}
        value={photoUrl}
        onValueChange={setPhotoUrl}
        error={serverError.fieldError("photoUrl")}
      />
      <TextAreaField
        name="expertBio"
        label={t("admin.experts.bio")}
        value={bio}
        onValueChange={setBio}
        rows={3}
        error={serverError.fieldError("bio")}
      />
      <CheckboxField name="expertActive" label={t("admin.experts.active")} checked={isActive} onCheckedChange={setIsActive} />
      {services.length > 0 && (
        <fieldset className="experts-services">
          <legend>{t("admin.experts.services")}</legend>
          {services.map((service) => (
            <CheckboxField
              key={service.id}
              label={service.name}
              checked={serviceIds.includes(service.id)}
              onCheckedChange={(on) => toggle(service.id, on)}
            />
          ))}
        </fieldset>
      )}
      <div className="row-actions">
        <SubmitButton size="m" submitting={save.isPending} disabled={!name.trim()}>
          {t("common.save")}
        </SubmitButton>
      </div>
    </form>
  );
}

export function ExpertsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const experts = useQuery(trpc.admin.experts.list.queryOptions());
  const services = useQuery(trpc.admin.services.list.queryOptions());
  return (
    <div className="admin-stack">
      <Text className="experts-hint">{t("admin.experts.hint")}</Text>
      <ListStatus
        loading={experts.isPending}
        error={experts.error}
        items={experts.data}
        emptyText={t("admin.experts.empty")}
        onRetry={() => void experts.refetch()}
      >
        {(items) => (
          <>
            {items.map((expert) => (
              <ExpertForm key={expert.id} expert={expert} services={services.data ?? []} />
            ))}
          </>
        )}
      </ListStatus>
    </div>
  );
}
