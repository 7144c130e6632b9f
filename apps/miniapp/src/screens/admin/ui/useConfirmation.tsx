// Spec §4: confirm, mark paid, cancel and delete each ask first. `ask` opens the shared
// ConfirmDialog; its `run` may answer with a follow-up confirmation (a booked slot's force delete
// is a SEPARATE second question), which then opens as a fresh dialog.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";

export interface Confirmation {
  question: string;
  confirmLabel?: string;
  /** The action; resolves to the next question to ask, if any. Failures are the action's to report. */
  // biome-ignore lint/suspicious/noConfusingVoidType: an action with nothing more to ask is any plain (async) function returning nothing
  run(): Promise<Confirmation | void> | Confirmation | void;
}

export interface ConfirmationApi {
  ask(confirmation: Confirmation): void;
  /** Render this once in the component that calls `ask`. */
  dialog: ReactNode;
}

export function useConfirmation(): ConfirmationApi {
  const [pending, setPending] = useState<{ id: number; confirmation: Confirmation } | null>(null);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);

  const ask = useCallback((confirmation: Confirmation) => {
    nextId.current += 1;
    setPending({ id: nextId.current, confirmation });
  }, []);

  const cancel = useCallback(() => setPending(null), []);

  async function confirm() {
    if (!pending || busy) return;
    setBusy(true);
    // biome-ignore lint/suspicious/noConfusingVoidType: what run() returned (see Confirmation.run)
    // biome-ignore lint/complexity/noUselessUndefinedInitialization: the finally block below reads it whether run() returned or threw
    let followUp: Confirmation | void = undefined;
    try {
      followUp = await pending.confirmation.run();
    } finally {
      setBusy(false);
      if (followUp) ask(followUp);
      else setPending(null);
    }
  }

  const dialog = pending && (
    <ConfirmDialog
      // A new key per question: the follow-up is a new dialog (focus moves to it), not a relabelled one.
      key={pending.id}
      open
      question={pending.confirmation.question}
      confirmLabel={pending.confirmation.confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  );
  return { ask, dialog };
}
