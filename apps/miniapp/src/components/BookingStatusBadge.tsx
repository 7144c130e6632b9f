// A booking's status as a coloured label: its tone and text come from the status table
// (@booking/contracts/booking-status), so a new status needs no change here.
import { useTranslation } from "react-i18next";
import { type BookingStatus, statusTextKey, statusTone } from "@booking/contracts/booking-status";
import "./booking-status-badge.css";

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`} data-status={status}>
      {t(statusTextKey(status))}
    </span>
  );
}
