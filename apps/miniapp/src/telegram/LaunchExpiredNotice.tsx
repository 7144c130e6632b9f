// Issue 19.2: Telegram's launch data for this window expired (the server said so on some call).
// Said at once above every screen, with the one action that helps: close the app, to reopen it
// from the bot with fresh data (where the client can close it; else the text says what to do).
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { useLaunchExpired } from "../lib/launch-expired.ts";
import { useTelegram } from "./TelegramContext.tsx";
import "./telegram.css";

export function LaunchExpiredNotice() {
  const { t } = useTranslation();
  const expired = useLaunchExpired();
  const { controls } = useTelegram();
  if (!expired) return null;
  return (
    <div className="launch-expired" role="alert" data-testid="launch-expired">
      <Text weight="2">{t("telegram.expired.title")}</Text>
      <Text className="launch-expired__text">{t("telegram.expired.text")}</Text>
      {controls && (
        <div>
          <Button size="s" onClick={() => controls.close()}>
            {t("telegram.expired.close")}
          </Button>
        </div>
      )}
    </div>
  );
}
