// The owner invites someone (issue 16.1): role ADMIN or EXPERT (EXPERT on ENTERPRISE only), by a link
// to send by email or copy, or by a one-time Telegram link. The link is shown once, with Copy.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { ChoicePills } from "../../admin/ui/ChoicePills.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";

type Role = "ADMIN" | "EXPERT";
type Channel = "EMAIL" | "TELEGRAM";

export function InviteForm({ allowsExperts, full }: { allowsExperts: boolean; full: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>("ADMIN");
  const [channel, setChannel] = useState<Channel>("EMAIL");
  const [email, setEmail] = useState("");
  const [link, setLink] = useState<string | null>(null);
  // The invitation came from a repeat of an earlier try: its link was shown then, once (issue 29.7).
  const [shownBefore, setShownBefore] = useState(false);

  const serverError = useServerFieldError(["email"]);
  const invite = useMutation(
    trpc.team.invite.mutationOptions({
      onSuccess: async (created) => {
        setLink(created.link);
        setShownBefore(created.link === null);
        setEmail("");
        toast.success(t(created.emailed ? "account.team.emailed" : "account.team.invited"));
        await queryClient.invalidateQueries(trpc.team.get.queryFilter());
      },
      onError: (error) => serverError.report(error, "account.errors.failedToSave"),
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending || full) return;
    setLink(null);
    setShownBefore(false);
    invite.mutate({ role, channel, email: channel === "EMAIL" && email.trim() ? email.trim() : undefined });
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("account.team.copied"));
    } catch {
      // Clipboard refused (permissions, plain http): the link stays selectable on screen.
    }
  }

  const roles = [
    { key: "ADMIN" as const, label: t("account.team.roles.ADMIN") },
    ...(allowsExperts ? [{ key: "EXPERT" as const, label: t("account.team.roles.EXPERT") }] : []),
  ];
  return (
    <form className="panel-card" noValidate onSubmit={onSubmit} data-testid="team-invite">
      <h3 className="team__heading">{t("account.team.inviteTitle")}</h3>
      {full && (
        <div className="notice notice--warning" role="note">
          {t("account.team.limitReached")}
        </div>
      )}
      {!allowsExperts && <p className="team__hint">{t("account.team.expertsEnterprise")}</p>}
      <ChoicePills label={t("account.team.role")} options={roles} value={role} onChange={setRole} />
      <ChoicePills
        label={t("account.team.channel")}
        options={[
          { key: "EMAIL", label: t("account.team.channels.EMAIL") },
          { key: "TELEGRAM", label: t("account.team.channels.TELEGRAM") },
        ]}
        value={channel}
        onChange={setChannel}
      />
      {channel === "EMAIL" && (
        <FormField
          name="inviteEmail"
          type="email"
          label={t("account.team.email")}
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
          hint={t("account.team.emailHint")}
          error={serverError.fieldError("email")}
        />
      )}
      <div className="row-actions">
        <SubmitButton size="m" submitting={invite.isPending} disabled={full}>
          {t("account.team.createLink")}
        </SubmitButton>
      </div>
      {shownBefore && (
        <p role="status" data-testid="invite-link-shown-before">
          {t("account.team.linkShownBefore")}
        </p>
      )}
      {link && (
        <div className="team__link" data-testid="invite-link">
          <p>{t("account.team.linkOnce")}</p>
          <input
            className="team__link-input"
            readOnly
            value={link}
            aria-label={t("account.team.link")}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" size="s" mode="bezeled" onClick={() => void copy()}>
            {t("account.team.copy")}
          </Button>
        </div>
      )}
    </form>
  );
}
