// One choice out of a few (confirmation filters, availability modes), as a row of pills that
// wraps on narrow phones. A radio group for assistive technology.
import type { ReactNode } from "react";
import "./ui.css";

export interface ChoiceOption<K extends string> {
  key: K;
  label: ReactNode;
}

export function ChoicePills<K extends string>({
  options,
  value,
  onChange,
  label,
}: {
  /** The type of the choices is taken from `value`. */
  options: readonly ChoiceOption<NoInfer<K>>[];
  value: K;
  onChange(key: NoInfer<K>): void;
  label: string;
}) {
  return (
    <div className="pill-group" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          role="radio"
          aria-checked={option.key === value}
          className="pill"
          data-choice={option.key}
          onClick={() => onChange(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
