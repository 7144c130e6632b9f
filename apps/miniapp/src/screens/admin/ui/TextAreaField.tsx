// A labelled multi-line text input (telegram-ui Textarea), the sibling of components/form/FormField.
import { Textarea } from "@telegram-apps/telegram-ui";
import type { TextareaHTMLAttributes } from "react";
import "../../../components/form/form.css";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
}

export function TextAreaField({ label, value, onValueChange, invalid = false, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <div className="form-field">
      <Textarea
        header={label}
        aria-label={label}
        aria-invalid={invalid || undefined}
        status={invalid ? "error" : undefined}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
    </div>
  );
}
