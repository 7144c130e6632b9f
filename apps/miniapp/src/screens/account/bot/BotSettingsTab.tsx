// Spec §2 Bot settings: the bot token and the active checkbox, both disabled below PROFESSIONAL
// (with a warning), the checkbox also until there is a token. The token is never sent back by the
// server, so an empty field keeps the stored one (PUT /api/account/bot-config without botToken).
// Issue 26.5: what an own bot gives, its live state as Telegram reports it, and BotFather step by
// step (open until the bot works).
import { Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../../admin/ui/CheckboxField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { Account } from "../account-data.ts";
import { botControls } from "../plan-gates.ts";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { BotGuide } from "./BotGuide.tsx";
import { BotStatusCard, useBotStatusQuery } from "./BotStatusCard.tsx";
import "./bot.css";

export function BotSettingsTab({ account }: { account: Account }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { botConfig, subscription } = account;
  const [token, setToken] = useState("");
  const [isActive, setIsActive] = useState(botConfig.isActive);
  const controls = botControls(subscription.limits, { stored: botConfig.hasToken, typed: token });
  const status = useBotStatusQuery();

  const serverError = useServerFieldError(["botToken"]);
  const save = useMutation(
    trpc.account.updateBotConfig.mutationOptions({
      onSuccess: async () => {
        toast.success(t("alerts.success.settingsSaved"));
        setToken("");
        await queryClient.invalidateQueries(trpc.account.get.queryFilter());
        await status.refetch();
      },
      onError: (error) => serverError.report(error, "account.errors.failedToSave"),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (controls.tokenEnabled && !save.isPending)
      save.mutate({ botToken: token.trim() || undefined, isActive: isActive && controls.activeEnabled });
  }

  return (
    <>
      <Text className="inset">{t("account.botSettings.intro")}</Text>
      <BotStatusCard status={status} />
      <BotGuide open={status.data?.state !== "live"} />
      <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="bot-settings">
        {!subscription.limits.allowsCustomBot && (
          <div className="notice notice--warning" role="note">
            {t("account.botSettings.proRequired")}
          </div>
        )}
        {botConfig.botUsername && <Text>@{botConfig.botUsername}</Text>}
        <FormField
          name="botToken"
          label={t("account.botSettings.token")}
          placeholder={t("account.botSettings.tokenPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          value={token}
          onValueChange={setToken}
          disabled={!controls.tokenEnabled || save.isPending}
          hint={botConfig.hasToken ? t("account.botSettings.tokenStored") : undefined}
          error={serverError.fieldError("botToken")}
        />
        <CheckboxField
          name="isActive"
          label={t("account.botSettings.active")}
          checked={isActive && controls.activeEnabled}
          disabled={!controls.activeEnabled || save.isPending}
          onCheckedChange={setIsActive}
        />
        <div className="row-actions">
          <SubmitButton size="m" submitting={save.isPending} disabled={!controls.tokenEnabled}>
            {t("common.save")}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
