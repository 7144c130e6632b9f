// A labelled text input (telegram-ui Input). The label doubles as the accessible name, because the
// kit shows its header above the field only on the base platform, not on iOS.
import { Caption, Input } from "@telegram-apps/telegram-ui";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import "./form.css";

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  hint?: ReactNode;
  /** A translated error for this field (e.g. the server's, see lib/form-error.ts): shown in place of the hint. */
  error?: string;
}

export function FormField({
  label,
  value,
  onValueChange,
  invalid: invalidProp = false,
  hint: hintProp,
  error,
  ...inputProps
}: FormFieldProps) {
  const hintId = useId();
  const invalid = invalidProp || !!error;
  const hint = error ?? hintProp;
  return (
    <div className="form-field">
      <Input
        header={label}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        status={invalid ? "error" : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {hint && (
        <Caption id={hintId} className={`form-field__hint${invalid ? " form-field__hint--error" : ""}`}>
          {hint}
        </Caption>
      )}
    </div>
  );
}
