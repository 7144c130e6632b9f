// Whether the device says it is online (navigator.onLine and the online/offline events), for the
// failure states: they say when the device is offline and try again when it is back (issue 14.7).
import { useEffect, useRef, useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `retry` each time the connection comes back (the `online` event). */
export function useRetryWhenOnline(retry: (() => void) | undefined): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    const onOnline = () => latest.current?.();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, []);
}
