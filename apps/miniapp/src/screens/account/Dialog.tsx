// A modal for the password change and the checkout: a titled panel over a dimmed page. Escape and
// the backdrop close it (not while its request runs); focus moves into it when it opens.
import { Title } from "@telegram-apps/telegram-ui";
import { useEffect, useId, useRef, type ReactNode } from "react";
import "../../components/confirm-dialog.css";
import "./account.css";

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  /** While true the dialog cannot be dismissed (a request is running). */
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}

export function Dialog({ title, onClose, busy = false, children, testId }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = busy ? () => undefined : onClose;

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("input, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way out; keyboards use Escape (the window listener above)
    // biome-ignore lint/a11y/noStaticElementInteractions: as above: the backdrop is no control, only a pointer shortcut
    <div
      className="confirm-dialog__backdrop account-dialog__backdrop"
      onClick={(event) => event.target === event.currentTarget && closeRef.current()}
    >
      <div ref={panelRef} className="account-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <Title level="3" weight="2" id={titleId}>
          {title}
        </Title>
        {children}
      </div>
    </div>
  );
}
