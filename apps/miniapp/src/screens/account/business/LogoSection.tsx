// The logo: a preview, upload (scaled down in the browser when large, logo-file.ts) and remove.
import { Button, Caption, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { errorTextOf } from "@booking/i18n/error-text";
import { toApiError } from "../../../api/api-error.ts";
import { prepareLogo } from "./logo-file.ts";
import type { BusinessSettings } from "./business-types.ts";

export function LogoSection({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const refresh = () => queryClient.invalidateQueries(trpc.account.business.queryFilter());
  const onError = (error: unknown) => setProblem(errorTextOf(t, toApiError(error), "account.errors.failedToSave"));
  const upload = useMutation(
    trpc.account.setLogo.mutationOptions({
      onSuccess: async () => {
        toast.success(t("business.logoSaved"));
        await refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.account.removeLogo.mutationOptions({
      onSuccess: async () => {
        toast.success(t("business.logoRemoved"));
        await refresh();
      },
      onError,
    }),
  );
  const busy = preparing || upload.isPending || remove.isPending;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || busy) return;
    setProblem(null);
    setPreparing(true);
    try {
      const prepared = await prepareLogo(file);
      if (prepared.ok) upload.mutate({ image: prepared.base64 });
      else setProblem(t(`errors.${prepared.error}`));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <section className="panel-card" data-testid="business-logo" aria-labelledby="business-logo-title">
      <Title level="3" weight="2" id="business-logo-title" className="panel-card__title">
        {t("business.logoTitle")}
      </Title>
      <div className="business-logo">
        {settings.logoUrl ? (
          <img
            className="business-logo__image"
            src={settings.logoUrl}
            alt={t("business.logoAlt", { name: settings.name })}
            data-testid="business-logo-image"
          />
        ) : (
          <div className="business-logo__empty" aria-hidden="true">
            {settings.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="business-logo__actions">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/*"
            hidden
            onChange={(event) => void onPick(event)}
            data-testid="business-logo-input"
            aria-label={t("business.uploadLogo")}
          />
          <Button size="s" mode="bezeled" disabled={busy} aria-busy={busy || undefined} onClick={() => input.current?.click()}>
            {busy && !remove.isPending ? t("business.uploading") : t(settings.logoUrl ? "business.replaceLogo" : "business.uploadLogo")}
          </Button>
          {settings.logoUrl && (
            <Button
              size="s"
              mode="plain"
              disabled={busy}
              onClick={() => {
                if (!busy) remove.mutate();
              }}
            >
              {t("business.removeLogo")}
            </Button>
          )}
        </div>
      </div>
      {!settings.logoUrl && <Caption>{t("business.noLogo")}</Caption>}
      <Caption className="business-hint">{t("business.logoHint")}</Caption>
      {problem && <FormMessage>{problem}</FormMessage>}
    </section>
  );
}
