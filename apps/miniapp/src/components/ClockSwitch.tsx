// Issue 31.5: the two clocks a customer abroad may read times on, each with its zone named
// ("Business time (Europe/Moscow)" / "Your time (Europe/Berlin)"). Shown only where the device's
// zone differs from the business's; the choice is remembered (tenant/customer-clock.ts).
import { useTranslation } from "react-i18next";
import { chooseClock, type ClockChoice, type CustomerClock } from "../tenant/customer-clock.ts";
import "./clock-switch.css";

export function ClockSwitch({ clock }: { clock: CustomerClock }) {
  const { t } = useTranslation();
  if (!clock.deviceZone || !clock.businessZone) return null;
  const options: { choice: ClockChoice; label: string }[] = [
    { choice: "business", label: t("booking.clockBusiness", { zone: clock.businessZone }) },
    { choice: "device", label: t("booking.clockDevice", { zone: clock.deviceZone }) },
  ];
  return (
    <div className="clock-switch" role="group" aria-label={t("booking.clockSwitch")} data-testid="clock-switch">
      {options.map(({ choice, label }) => (
        <button
          key={choice}
          type="button"
          className="clock-switch__option"
          aria-pressed={clock.choice === choice}
          data-testid={`clock-${choice}`}
          onClick={() => chooseClock(choice)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
