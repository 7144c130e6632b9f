// The tab's title (and what the browser's history and bookmarks show); back to the platform's name
// when the screen that set it goes away.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const fallback = t("common.appName");
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = fallback;
    };
  }, [title, fallback]);
}
