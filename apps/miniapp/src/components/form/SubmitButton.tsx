// A form's submit button: disabled while submitting or when the form cannot be sent yet, and
// saying what is happening while the request runs. Inside Telegram the form's primary action is
// its MainButton (issue 14.3): the button stays in the form, hidden, so Enter still submits and a
// MainButton press submits the same form through the same handler.
import { Button } from "@telegram-apps/telegram-ui";
import { useRef } from "react";
import { useMainButton } from "../../telegram/useMainButton.ts";

export function SubmitButton({
  submitting,
  submittingLabel,
  disabled = false,
  size = "l",
  children,
}: {
  submitting: boolean;
  /** What a large button says while the request runs (a medium one shows a spinner). */
  submittingLabel?: string;
  disabled?: boolean;
  /** "l" stretched (a form of its own); "m" beside other actions (back-office forms). */
  size?: "l" | "m";
  children: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { native } = useMainButton({
    text: children,
    visible: true,
    enabled: !disabled,
    loading: submitting,
    onClick: () => ref.current?.form?.requestSubmit(),
  });
  if (native) return <button ref={ref} type="submit" hidden disabled={disabled || submitting} />;
  return (
    <Button
      ref={ref}
      type="submit"
      size={size}
      stretched={size === "l"}
      disabled={disabled || submitting}
      loading={size === "m" && submitting}
      aria-busy={submitting || undefined}
    >
      {submitting && size === "l" ? submittingLabel : children}
    </Button>
  );
}
