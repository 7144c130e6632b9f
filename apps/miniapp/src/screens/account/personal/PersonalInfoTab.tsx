// Spec §2 Personal info: verification statuses, the profile form and, for web and hybrid
// accounts, the Change Password button with its modal; then the active sessions.
import { Button } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "../account-data.ts";
import { ActiveSessions } from "./ActiveSessions.tsx";
import { ChangePasswordDialog } from "./ChangePasswordDialog.tsx";
import { canChangePassword } from "./password-rules.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import { VerificationList } from "./VerificationList.tsx";

export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <VerificationList profile={profile} />
      {/* Keyed by user: a reloaded profile of another user refills the fields. */}
      <ProfileForm key={profile.id} profile={profile} />
      {canChangePassword(profile.userType) && (
        <div className="inset">
          <Button size="m" mode="outline" onClick={() => setChangingPassword(true)}>{t("account.personalInfo.changePassword")}</Button>
        </div>
      )}
      <ActiveSessions />
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </>
  );
}
