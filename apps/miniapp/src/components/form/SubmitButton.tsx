// A form's submit button: disabled while submitting or when the form cannot be sent yet, and
// saying what is happening while the request runs.
import { Button } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";

export function SubmitButton({ submitting, submittingLabel, disabled = false, children }: {
  submitting: boolean;
  submittingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="l" stretched disabled={disabled || submitting} aria-busy={submitting || undefined}>
      {submitting ? submittingLabel : children}
    </Button>
  );
}
