// A telegram-ui Checkbox with a visible label next to it. The kit's Checkbox is itself a <label>,
// so the text is a separate <label for> rather than a wrapper (labels must not nest).
import { Checkbox, Text } from "@telegram-apps/telegram-ui";
import { useId, type ReactNode } from "react";
import "./ui.css";

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  name?: string;
}

export function CheckboxField({ label, checked, onCheckedChange, disabled = false, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`checkbox-field${disabled ? " checkbox-field--disabled" : ""}`}>
      <Checkbox id={id} name={name} checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.target.checked)} />
      <label htmlFor={id} className="checkbox-field__label">
        <Text>{label}</Text>
      </label>
    </div>
  );
}
