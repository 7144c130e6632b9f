// The Share action (issue 18.2): lib/share.ts picks Telegram's sheet, the Web Share API or the
// clipboard; only the clipboard needs saying ("Link copied"). Inside Telegram's mobile clients a
// business with a logo can also be shared to a story (the logo as its picture, the link as its widget).
import { Button } from "@telegram-apps/telegram-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { shareLink, type ShareTarget } from "../lib/share.ts";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { useToast } from "../toast/ToastProvider.tsx";

export function ShareButton({ target, testId = "share", size = "s" }: { target: ShareTarget; testId?: string; size?: "s" | "m" }) {
  const { t } = useTranslation();
  const { controls } = useTelegram();
  const toast = useToast();

  async function share() {
    const outcome = await shareLink(target, { controls, navigator: globalThis.navigator });
    if (outcome === "copied") toast.success(t("calendar.copied"));
    // Nothing could share it: the link itself, to copy by hand.
    else if (outcome === "failed") toast.error(target.url);
  }

  // A story needs a picture: offered inside Telegram's mobile clients when the business has a logo.
  const [storyEditor, setStoryEditor] = useState(false);
  useEffect(() => {
    let live = true;
    if (controls && target.image)
      void controls.extras().then((extras) => {
        if (live) setStoryEditor(extras.canShareStory());
      });
    return () => {
      live = false;
    };
  }, [controls, target.image]);
  const story = storyEditor && target.image ? target.image : null;
  const shareStory = (image: string) =>
    void controls
      ?.extras()
      .then((extras) => extras.shareStory(image, { text: target.text, link: target.url, linkName: target.name ?? target.text }));
  return (
    <>
      <Button size={size} mode="bezeled" data-testid={testId} onClick={() => void share()}>
        {t("common.share")}
      </Button>
      {story && (
        <Button size={size} mode="plain" data-testid={`${testId}-story`} onClick={() => shareStory(story)}>
          {t("common.shareStory")}
        </Button>
      )}
    </>
  );
}
