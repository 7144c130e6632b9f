// A labelled multi-line text input (telegram-ui Textarea), the sibling of components/form/FormField.
import { Caption, Textarea } from "@telegram-apps/telegram-ui";
import { useId, type TextareaHTMLAttributes } from "react";
import "../../../components/form/form.css";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  /** A translated error for this field (e.g. the server's, see lib/form-error.ts), shown under it. */
  error?: string;
}

export function TextAreaField({ label, value, onValueChange, invalid: invalidProp = false, error, rows = 4, ...rest }: TextAreaFieldProps) {
  const errorId = useId();
  const invalid = invalidProp || !!error;
  return (
    <div className="form-field">
      <Textarea
        header={label}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? errorId : undefined}
        status={invalid ? "error" : undefined}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
      {error && (
        <Caption id={errorId} className="form-field__hint form-field__hint--error">
          {error}
        </Caption>
      )}
    </div>
  );
}
