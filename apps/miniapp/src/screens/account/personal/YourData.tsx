// A person's own data (issue 30): download everything stored about them (GET /api/user/export, saved
// as a JSON file), the separate news-and-offers consent of this business, and deleting the account
// with the password or a login code sent to Telegram. Deleting signs out (the session ends and the
// app reloads at the start page).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rest } from "../../../api/rest.ts";
import { FormField } from "../../../components/form/FormField.tsx";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { useTRPC, useTRPCClient } from "../../../data/trpc.ts";
import { formErrorText, type FormError } from "../../../lib/form-error.ts";
import { useSession } from "../../../session/SessionProvider.tsx";
import { useTenantProfile } from "../../../tenant/tenant-profile.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { CheckboxField } from "../../admin/ui/CheckboxField.tsx";
import type { Profile } from "../account-data.ts";
import { useAccountTenant } from "../account-data.ts";
import "../../register/auth-texts.ts";

function DownloadData() {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const toast = useToast();
  const download = useMutation({
    mutationFn: () => client.privacy.exportData.query(),
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("personalData.yourData.downloaded"));
    },
    onError: (error) => toast.failure(error),
  });
  return (
    <div>
      <Button size="m" mode="outline" loading={download.isPending} disabled={download.isPending} onClick={() => download.mutate()}>
        {t("personalData.yourData.download")}
      </Button>
    </div>
  );
}

/** The business's news and offers: the separate opt-in given at sign-up, changed here. */
function MarketingChoice({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { profile } = useTenantProfile(tenant);
  const state = useQuery(trpc.privacy.consent.queryOptions());
  const set = useMutation(
    trpc.privacy.setMarketing.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.privacy.consent.queryFilter()),
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  if (state.data?.marketing === undefined || state.data.marketing === null) return null;
  return (
    <CheckboxField
      name="marketing"
      label={t("personalData.yourData.marketing", { business: profile?.name ?? tenant })}
      checked={set.isPending ? !!set.variables?.optIn : state.data.marketing}
      disabled={set.isPending}
      onCheckedChange={(optIn) => set.mutate({ optIn })}
    />
  );
}

function DeleteAccount({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const client = useTRPCClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { logOut } = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [error, setError] = useState<FormError | null>(null);
  const hasPassword = profile.userType === "WEB" || profile.userType === "HYBRID";
  const sendCode = useMutation({
    mutationFn: () => rest("auth.requestCode", { email: profile.email ?? "" }),
    onSuccess: ({ sessionId: id }) => {
      setSessionId(id);
      toast.success(t("personalData.yourData.codeSent"));
    },
    onError: (failure) => setError({ failure, fallbackKey: "login.errors.failedToSend" }),
  });
  const remove = useMutation({
    mutationFn: () => client.privacy.deleteAccount.mutate(sessionId && code ? { sessionId, code } : { password }),
    onSuccess: async () => {
      toast.success(t("personalData.yourData.deleted"));
      await logOut();
      void navigate("/", { replace: true });
    },
    onError: (failure) => setError({ failure, fallbackKey: "account.errors.failed" }),
  });
  if (!open) {
    return (
      <div>
        <Button size="m" mode="outline" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t("personalData.yourData.deleteTitle")}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="form"
      data-testid="delete-account"
      aria-label={t("personalData.yourData.deleteTitle")}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (!remove.isPending) remove.mutate();
      }}
    >
      <Text>{t("personalData.yourData.deleteLead")}</Text>
      {hasPassword && !sessionId && (
        <FormField
          name="password"
          label={t("personalData.yourData.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={remove.isPending}
          onValueChange={setPassword}
        />
      )}
      {profile.telegramLinked && profile.email && (
        <div>
          <Button
            type="button"
            size="s"
            mode="bezeled"
            loading={sendCode.isPending}
            disabled={sendCode.isPending}
            onClick={() => sendCode.mutate()}
          >
            {t("personalData.yourData.sendCode")}
          </Button>
        </div>
      )}
      {sessionId && (
        <FormField
          name="code"
          label={t("personalData.yourData.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          disabled={remove.isPending}
          onValueChange={(value) => setCode(value.replace(/\D/g, "").slice(0, 6))}
        />
      )}
      {error && <FormMessage>{formErrorText(t, error)}</FormMessage>}
      <div className="form-actions">
        <Button
          type="submit"
          size="m"
          mode="outline"
          loading={remove.isPending}
          disabled={remove.isPending}
          data-testid="delete-account-confirm"
        >
          {remove.isPending ? t("personalData.yourData.deleting") : t("personalData.yourData.confirm")}
        </Button>
        <Button type="button" size="m" mode="plain" disabled={remove.isPending} onClick={() => setOpen(false)}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}

export function YourData({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const tenant = useAccountTenant();
  return (
    <section className="panel-card" data-testid="your-data" aria-labelledby="your-data-title">
      <Title level="3" weight="2" className="panel-card__title" id="your-data-title">
        {t("personalData.yourData.title")}
      </Title>
      <Text>{t("personalData.yourData.lead")}</Text>
      <DownloadData />
      {tenant && <MarketingChoice tenant={tenant} />}
      <DeleteAccount profile={profile} />
    </section>
  );
}
