// A modal panel for a small task (reschedule, phone-in booking): a title, the content, a close
// button; Escape and the backdrop close it. Styled like ConfirmDialog, wider.
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../../../components/confirm-dialog.css";
import "./ui.css";

export function Dialog({ title, onClose, children, testId }: { title: string; onClose(): void; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way out; keyboards use Escape (the window listener above)
    // biome-ignore lint/a11y/noStaticElementInteractions: as above: the backdrop is no control, only a pointer shortcut
    <div className="confirm-dialog__backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        tabIndex={-1}
        className="confirm-dialog dialog-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <Title id={titleId} level="3" weight="2">
          {title}
        </Title>
        {children}
        <div className="confirm-dialog__actions">
          <Button mode="gray" onClick={onClose}>
            {t("admin.desk.close")}
          </Button>
        </div>
      </div>
    </div>
  );
}
