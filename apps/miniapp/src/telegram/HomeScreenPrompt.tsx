// "Add to home screen" after a booking (issue 18.5; home-screen.ts says when). It waits for the
// write-access question (issue 18.1) when that one is due: one dialog at a time.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../components/ConfirmDialog.tsx";
import { useTelegram } from "./TelegramContext.tsx";
import { dismissHomeScreenOffer, useHomeScreenOffered, useWriteAccessOffered } from "./after-booking.ts";
import { mayOfferHomeScreen, rememberHomeScreenOffered } from "./home-screen.ts";
import type { HomeScreenStatus } from "./telegram-env.ts";
import { shouldAskWriteAccess } from "./write-access.ts";

export function HomeScreenPrompt() {
  const { t } = useTranslation();
  const env = useTelegram();
  const offered = useHomeScreenOffered();
  const writeAccessFirst = useWriteAccessOffered() && shouldAskWriteAccess(env);
  const eligible = offered && mayOfferHomeScreen(env);
  const [status, setStatus] = useState<HomeScreenStatus | null>(null);

  useEffect(() => {
    if (!eligible || status !== null || !env.controls || !env.user) return;
    const telegramId = env.user.id;
    let live = true;
    void env.controls
      .extras()
      .then((extras) => extras.homeScreenStatus())
      .then((answer) => {
        // Already there: never ask this user on this device.
        if (answer === "added") rememberHomeScreenOffered(telegramId);
        if (live) setStatus(answer);
      });
    return () => {
      live = false;
    };
  }, [eligible, status, env.controls, env.user]);

  if (!eligible || writeAccessFirst || (status !== "missed" && status !== "unknown")) return null;
  const { user, controls } = env;

  function answer(add: boolean) {
    rememberHomeScreenOffered(user.id);
    dismissHomeScreenOffer();
    if (add) void controls.extras().then((extras) => extras.addToHomeScreen());
  }

  return (
    <ConfirmDialog
      open
      question={t("telegram.homeScreen.question")}
      confirmLabel={t("telegram.homeScreen.add")}
      cancelLabel={t("telegram.writeAccess.notNow")}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
