// A team invitation link (issue 16.1): /webapp/<slug>/invite/<token>. Shows the page, the role and
// who invites; a logged-in user accepts it (once) and goes to the admin area, where an EXPERT sees
// their own schedule and bookings. A visitor is asked to log in or register first.
import type { ReactNode } from "react";
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { errorCodeOf } from "../../api/api-error.ts";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatInstantDate } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";

function InviteScreen() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const tenant = useTenantName();
  const { token = "" } = useParams();
  const { user, loading, refresh } = useSession();
  const preview = useQuery(trpc.team.previewInvitation.queryOptions({ token }, { retry: false }));
  const accept = useMutation(
    trpc.team.acceptInvitation.mutationOptions({
      onSuccess: () => {
        toast.success(t("account.invite.accepted"));
        refresh();
        void navigate(tenantPath(tenant, "admin"));
      },
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );

  let body: ReactNode;
  if (preview.isPending || loading) body = <LoadingState />;
  else if (preview.error) {
    body =
      errorCodeOf(preview.error) === "INVITATION_NOT_FOUND" || errorCodeOf(preview.error) === "VALIDATION_ERROR" ? (
        <FormMessage tone="error">{t("account.invite.notFound")}</FormMessage>
      ) : (
        <ErrorBox error={preview.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void preview.refetch()} />
      );
  } else {
    const data = preview.data;
    const role = t(`account.team.roles.${data.role}`);
    body = (
      <div className="form" data-testid="invite-screen">
        <p>
          {data.invitedBy
            ? t("account.invite.intro", { invitedBy: data.invitedBy, page: data.tenantName, role })
            : t("account.invite.introAnonymous", { page: data.tenantName, role })}
        </p>
        {data.state === "OPEN" && <p>{t("account.invite.expires", { date: formatInstantDate(data.expiresAt, i18n.language) })}</p>}
        {data.state === "OPEN" && data.sentTo && <p data-testid="invite-sent-to">{t("account.invite.sentTo", { email: data.sentTo })}</p>}
        {data.state === "EXPIRED" && <FormMessage tone="error">{t("account.invite.expired")}</FormMessage>}
        {data.state === "USED" && <FormMessage tone="error">{t("account.invite.used")}</FormMessage>}
        {data.state === "OPEN" &&
          (user ? (
            <Button size="l" stretched loading={accept.isPending} disabled={accept.isPending} onClick={() => accept.mutate({ token })}>
              {t("account.invite.accept")}
            </Button>
          ) : (
            <>
              <FormMessage tone="info">{t("account.invite.loginFirst")}</FormMessage>
              <Button size="l" stretched Component={RouteLink} href={tenantPath(tenant, "login")}>
                {t("nav.login")}
              </Button>
              <Button size="l" stretched mode="bezeled" Component={RouteLink} href={tenantPath(tenant, "register")}>
                {t("nav.register")}
              </Button>
            </>
          ))}
      </div>
    );
  }
  return <ScreenFrame title={t("account.invite.title")}>{body}</ScreenFrame>;
}

export default withData(InviteScreen);
