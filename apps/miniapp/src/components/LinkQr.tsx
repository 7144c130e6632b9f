// A link as a QR code and its copy action, shared by the overview's booking page (issue 15.8) and
// each service's share links (issue 18.2). The QR encoder (uqr) is imported lazily, so it is
// fetched only when such a panel opens, never by the storefront's first load.
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toast/ToastProvider.tsx";
import "./link-qr.css";

export function QrImage({ text, label, testId = "overview-qr" }: { text: string; label: string; testId?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(text, { border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <div className="link-qr link-qr--loading" aria-hidden="true" />;
  return (
    <img
      className="link-qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={168}
      height={168}
      data-testid={testId}
    />
  );
}

/** Copies text to the clipboard and says so ("Copied"), or shows why it could not. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(t("account.overview.copied"));
      } catch (error) {
        toast.failure(error);
      }
    },
    [t, toast],
  );
}
