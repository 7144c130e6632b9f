// Spec §2 Personal info: verification statuses, the profile form and, for web and hybrid
// accounts, the Change Password button with its modal; then the active sessions. A new email
// waits for the code sent to it (issue 20.2): its form appears after the save, or from the link.
import { Button } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "../account-data.ts";
import { ActiveSessions } from "./ActiveSessions.tsx";
import { ChangePasswordDialog } from "./ChangePasswordDialog.tsx";
import { EmailCodeForm, useEmailCodeFromLink } from "./EmailCodeForm.tsx";
import { canChangePassword } from "./password-rules.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import { VerificationList } from "./VerificationList.tsx";

export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const changeCodeFromLink = useEmailCodeFromLink("change");
  return (
    <>
      <VerificationList profile={profile} />
      {/* Keyed by user and phone: another user's profile, or a phone verified from Telegram, refills the fields. */}
      <ProfileForm key={`${profile.id}:${profile.phone ?? ""}`} profile={profile} onPendingEmail={setPendingEmail} />
      {(pendingEmail || changeCodeFromLink) && (
        <div className="panel-card">
          <EmailCodeForm
            purpose="change"
            hint={pendingEmail ? t("account.emailCode.changePending", { email: pendingEmail }) : undefined}
            onDone={() => setPendingEmail(null)}
          />
        </div>
      )}
      {canChangePassword(profile.userType) && (
        <div className="inset">
          <Button size="m" mode="outline" onClick={() => setChangingPassword(true)}>
            {t("account.personalInfo.changePassword")}
          </Button>
        </div>
      )}
      <ActiveSessions />
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </>
  );
}
