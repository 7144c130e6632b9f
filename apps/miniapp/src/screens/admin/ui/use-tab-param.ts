// The active tab lives in the URL (?tab=), so a reload or a shared link opens the same tab. Tab
// changes replace the history entry: Telegram's BackButton leaves the page instead of stepping
// back through every tab the user looked at.
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const TAB_PARAM = "tab";

/** `aliases`: former tab names and the tab each now lives in (old links keep working). */
export function useTabParam<K extends string>(
  tabs: readonly K[],
  fallback: K,
  aliases: Readonly<Record<string, K>> = {},
): [K, (key: K) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active = tabs.find((tab) => tab === requested) ?? (requested ? aliases[requested] : undefined) ?? fallback;
  const setActive = useCallback(
    (key: K) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(TAB_PARAM, key);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [active, setActive];
}
