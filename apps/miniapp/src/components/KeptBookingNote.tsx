// On the register and login screens of a visitor who was booking: their time waits for them (issue 14.2).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pendingBooking } from "../lib/pending-booking.ts";
import { useTenantName } from "../router/tenant-name.ts";
import { FormMessage } from "./form/FormMessage.tsx";

export function KeptBookingNote() {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const [kept] = useState(() => !!tenant && !!pendingBooking(tenant));
  if (!kept) return null;
  return (
    <FormMessage tone="info">
      <span data-testid="booking-kept">{t("booking.kept")}</span>
    </FormMessage>
  );
}
