// Issue 31.5: the two clocks a customer abroad may read times on, each with its zone named
// ("Business time (Europe/Moscow)" / "Your time (Europe/Berlin)"). Shown only where the device's
// zone differs from the business's; the choice is remembered (tenant/customer-clock.ts).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { chooseClock, type ClockChoice, type CustomerClock } from "../tenant/customer-clock.ts";
import "./clock-switch.css";

/** A zone name may break after each "/" ("America/<wbr>Sao_Paulo"), not inside a word. */
function breakableAtSlashes(label: string): ReactNode[] {
  const parts = label.split("/");
  const last = parts.pop() ?? "";
  // A part's own text is its key: the pieces of one zone name never repeat.
  return [...parts.flatMap((part) => [`${part}/`, <wbr key={part} />]), last];
}

/** `className` places it where the page has no padding of its own (the list in "my bookings"). */
export function ClockSwitch({ clock, className }: { clock: CustomerClock; className?: string }) {
  const { t } = useTranslation();
  if (!clock.deviceZone || !clock.businessZone) return null;
  const options: { choice: ClockChoice; label: string }[] = [
    { choice: "business", label: t("booking.clockBusiness", { zone: clock.businessZone }) },
    { choice: "device", label: t("booking.clockDevice", { zone: clock.deviceZone }) },
  ];
  return (
    <div
      className={`clock-switch${className ? ` ${className}` : ""}`}
      role="group"
      aria-label={t("booking.clockSwitch")}
      data-testid="clock-switch"
    >
      {options.map(({ choice, label }) => (
        <button
          key={choice}
          type="button"
          className="clock-switch__option"
          aria-pressed={clock.choice === choice}
          data-testid={`clock-${choice}`}
          onClick={() => chooseClock(choice)}
        >
          {breakableAtSlashes(label)}
        </button>
      ))}
    </div>
  );
}
