// Spec §2: the button shows the other language (EN while Russian is on, RU while English is on).
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { rest } from "../api/rest.ts";
import { otherLanguage, switchLanguage } from "../i18n.ts";
import { useSession } from "../session/SessionProvider.tsx";

export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { user, loading } = useSession();
  const next = otherLanguage(i18n.language);
  // While the session still loads, a stored login may be on its way: a tap then is saved too (a
  // visitor's PUT is refused and only logged).
  const signedIn = !!user || loading;
  return (
    <Button
      mode="plain"
      size="s"
      className={className}
      // The visible code starts the name (WCAG 2.5.3: a voice user says what they see).
      aria-label={`${next.toUpperCase()}, ${t("language.switchTo")}`}
      onClick={() =>
        void switchLanguage(i18n, next, { saveRemote: signedIn ? (language) => rest("user.setLanguage", { language }) : undefined })
      }
    >
      {next.toUpperCase()}
    </Button>
  );
}
