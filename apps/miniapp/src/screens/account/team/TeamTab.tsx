// The account's Team tab (issue 16.1): the members with their roles (the owner fixed, the others
// changeable and removable), the open invitations (withdrawable), the invitation form within the
// plan's team size, and the latest changes with who made them.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { ChoicePills } from "../../admin/ui/ChoicePills.tsx";
import { useConfirmation } from "../../admin/ui/useConfirmation.tsx";
import { InviteForm } from "./InviteForm.tsx";
import "./team.css";

type Role = "ADMIN" | "EXPERT";

export function TeamTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const confirmation = useConfirmation();
  const team = useQuery(trpc.team.get.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.team.get.queryFilter());
  const onError = (error: unknown) => toast.failure(error, "account.errors.failedToSave");
  const changeRole = useMutation(trpc.team.changeRole.mutationOptions({ onSuccess: refresh, onError }));
  const remove = useMutation(trpc.team.removeMember.mutationOptions({ onSuccess: refresh, onError }));
  const revoke = useMutation(trpc.team.revokeInvitation.mutationOptions({ onSuccess: refresh, onError }));

  if (team.isPending) return <LoadingState />;
  if (team.error)
    return <ErrorBox error={team.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void team.refetch()} />;
  const data = team.data;
  const full = data.maxTeamMembers !== null && data.used >= data.maxTeamMembers;
  const when = (iso: string) => formatInstantDate(iso, i18n.language);
  const roleOptions = [
    { key: "ADMIN" as const, label: t("account.team.roles.ADMIN") },
    ...(data.allowsExperts ? [{ key: "EXPERT" as const, label: t("account.team.roles.EXPERT") }] : []),
  ];

  return (
    <div className="team" data-testid="team-tab">
      <p className="team__hint" data-testid="team-size">
        {data.maxTeamMembers === null
          ? t("account.team.sizeUnlimited", { used: data.used })
          : t("account.team.size", { used: data.used, max: data.maxTeamMembers })}
      </p>
      <section className="panel-card" aria-labelledby="team-members">
        <h3 id="team-members" className="team__heading">
          {t("account.team.members")}
        </h3>
        <ul className="team__list">
          {data.members.map((member) => (
            <li key={member.userId} className="team__item" data-testid="team-member">
              <div className="team__who">
                <strong>{member.name}</strong>
                {member.email && <span className="team__muted">{member.email}</span>}
                <span className="team__role">{t(`account.team.roles.${member.role}`)}</span>
              </div>
              {member.role !== "OWNER" && (
                <div className="team__actions">
                  {roleOptions.length > 1 && (
                    <ChoicePills
                      label={t("account.team.roleOf", { name: member.name })}
                      options={roleOptions}
                      value={member.role as Role}
                      onChange={(role) => {
                        if (!changeRole.isPending) changeRole.mutate({ id: member.userId, role });
                      }}
                    />
                  )}
                  <Button
                    size="s"
                    mode="outline"
                    onClick={() =>
                      confirmation.ask({
                        question: t("account.team.removeConfirm", { name: member.name }),
                        confirmLabel: t("account.team.remove"),
                        run: () =>
                          remove.mutateAsync({ id: member.userId }).then(
                            () => undefined,
                            () => undefined,
                          ),
                      })
                    }
                  >
                    {t("account.team.remove")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {data.invitations.length > 0 && (
        <section className="panel-card" aria-labelledby="team-invitations">
          <h3 id="team-invitations" className="team__heading">
            {t("account.team.invitations")}
          </h3>
          <ul className="team__list">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="team__item" data-testid="team-invitation">
                <div className="team__who">
                  <strong>{t(`account.team.roles.${invitation.role}`)}</strong>
                  <span className="team__muted">{invitation.email ?? t(`account.team.channels.${invitation.channel}`)}</span>
                  <span className="team__muted">{t("account.team.expires", { date: when(invitation.expiresAt) })}</span>
                </div>
                <Button
                  size="s"
                  mode="outline"
                  onClick={() =>
                    confirmation.ask({
                      question: t("account.team.revokeConfirm"),
                      confirmLabel: t("account.team.revoke"),
                      run: () =>
                        revoke.mutateAsync({ id: invitation.id }).then(
                          () => undefined,
                          () => undefined,
                        ),
                    })
                  }
                >
                  {t("account.team.revoke")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <InviteForm allowsExperts={data.allowsExperts} full={full} />
      {data.history.length > 0 && (
        <section className="panel-card" aria-labelledby="team-history">
          <h3 id="team-history" className="team__heading">
            {t("account.team.history")}
          </h3>
          <ul className="team__list team__list--compact">
            {data.history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and two entries may share a time
              <li key={`${entry.at}-${index}`} className="team__muted" data-testid="team-history-entry">
                {when(entry.at)}:{" "}
                {t(`account.team.actions.${entry.action}`, {
                  actor: entry.actor ?? "—",
                  subject: entry.subject ?? "—",
                  role: entry.toRole ? t(`account.team.roles.${entry.toRole}`) : "",
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {confirmation.dialog}
    </div>
  );
}
