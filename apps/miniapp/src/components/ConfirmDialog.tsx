// Spec §4: confirmation before cancelling (and the admin's destructive actions). A small modal
// with the question and two buttons; Escape and the backdrop cancel.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./confirm-dialog.css";

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, question, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The latest handler, so a new function on each render does not re-run the effect (and refocus).
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  useEffect(() => {
    if (!open) return;
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCancelRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way out; keyboards use Escape (the window listener above)
    // biome-ignore lint/a11y/noStaticElementInteractions: as above: the backdrop is no control, only a pointer shortcut
    <div className="confirm-dialog__backdrop" onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={questionId}>
        <Text id={questionId} weight="2">
          {question}
        </Text>
        <div className="confirm-dialog__actions">
          <Button mode="gray" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t("common.no")}
          </Button>
          <Button ref={confirmRef} mode="filled" onClick={onConfirm} loading={busy} disabled={busy}>
            {confirmLabel ?? t("common.yes")}
          </Button>
        </div>
      </div>
    </div>
  );
}
