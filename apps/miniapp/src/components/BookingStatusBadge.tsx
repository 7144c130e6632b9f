// A booking's status (spec §4: PENDING, CONFIRMED, PAID, CANCELLED) as a coloured label.
import { useTranslation } from "react-i18next";
import "./booking-status-badge.css";

export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`} data-status={status}>
      {t(`myBookings.status.${status}`, { defaultValue: status })}
    </span>
  );
}
