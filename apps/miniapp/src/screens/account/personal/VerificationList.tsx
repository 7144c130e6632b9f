// Spec §2 Personal info: whether the email and the phone are verified and Telegram is linked (an
// unverified email can get a code, EmailVerification.tsx); when
// it is not, a button asks the server for a one-time link to the platform bot
// (POST /api/user/telegram-link) and follows it.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { Profile } from "../account-data.ts";
import { useOpenExternal } from "../../../telegram/useOpenExternal.ts";
import { useTelegram } from "../../../telegram/TelegramContext.tsx";
import { EmailVerification } from "./EmailVerification.tsx";
import { PhoneFromTelegram } from "./PhoneFromTelegram.tsx";
import { TelegramUnlink } from "./TelegramUnlink.tsx";

function StatusLine({ label, ok, okKey, missingKey }: { label: string; ok: boolean; okKey: string; missingKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-line">
      <Text>{label}</Text>
      <span className={ok ? "status-ok" : "status-missing"} data-verified={ok}>
        {t(ok ? okKey : missingKey)}
      </span>
    </div>
  );
}

export function VerificationList({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const openExternal = useOpenExternal();
  const { isTelegram } = useTelegram();
  const link = useMutation(
    trpc.user.createTelegramLink.mutationOptions({
      // t.me opens the platform bot (the Telegram app intercepts it inside Telegram too).
      onSuccess: ({ url }) => openExternal(url),
      onError: (error) => toast.failure(error, "account.errors.failed"),
    }),
  );

  return (
    <div className="panel-card" data-testid="verification">
      <Title level="3" weight="2" className="panel-card__title">
        {t("account.personalInfo.verificationTitle")}
      </Title>
      <StatusLine
        label={t("account.personalInfo.email")}
        ok={profile.emailVerified}
        okKey="account.personalInfo.verified"
        missingKey="account.personalInfo.notVerified"
      />
      {!profile.emailVerified && profile.email && <EmailVerification />}
      <StatusLine
        label={t("account.personalInfo.phone")}
        ok={profile.phoneVerified}
        okKey="account.personalInfo.verified"
        missingKey="account.personalInfo.notVerified"
      />
      {/* Inside Telegram the number comes from Telegram itself; the bot's /phone on the web. */}
      {!profile.phoneVerified && profile.telegramLinked && isTelegram && <PhoneFromTelegram />}
      {!profile.phoneVerified && profile.telegramLinked && !isTelegram && profile.platformBotUsername && (
        // The how-to is a sentence, the button short: a button's label never wraps (issue 26.7).
        <div className="verification__how">
          <Text>{t("account.personalInfo.phoneViaBot", { bot: profile.platformBotUsername })}</Text>
          <Button
            size="s"
            mode="bezeled"
            onClick={() => openExternal(`https://t.me/${profile.platformBotUsername}`)}
            data-testid="phone-via-bot"
          >
            {t("account.personalInfo.openBot", { bot: profile.platformBotUsername })}
          </Button>
        </div>
      )}
      <StatusLine
        label={t("account.personalInfo.telegram")}
        ok={profile.telegramLinked}
        okKey="account.personalInfo.linked"
        missingKey="account.personalInfo.notLinked"
      />
      {profile.telegramLinked && profile.userType !== "TELEGRAM" && <TelegramUnlink profile={profile} />}
      {!profile.telegramLinked && profile.platformBotUsername && (
        <div>
          <Button size="s" mode="bezeled" loading={link.isPending} disabled={link.isPending} onClick={() => link.mutate()}>
            {t("account.personalInfo.linkTelegram", { bot: profile.platformBotUsername })}
          </Button>
        </div>
      )}
    </div>
  );
}
