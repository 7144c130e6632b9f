// Spec §2 Bookings tab as the desk of issue 15.2: a list (filters, pages, bulk confirm, CSV), a day
// and a week view of bookings and free time as a time grid (issue 26.3), reschedule from any of
// them, and phone-in bookings. It opens on the grid: the week on a desk, the day on a phone.
import { Button } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { CalendarGrid } from "../calendar/CalendarGrid.tsx";
import { BookingsList } from "../desk/BookingsList.tsx";
import type { DeskBooking } from "../desk/desk-booking.ts";
import { PhoneInDialog } from "../desk/PhoneInDialog.tsx";
import { RescheduleDialog } from "../desk/RescheduleDialog.tsx";
import "../desk/desk.css";

const VIEWS = ["list", "day", "week"] as const;
type View = (typeof VIEWS)[number];

export function BookingsTab() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => (window.matchMedia("(min-width: 900px)").matches ? "week" : "day"));
  const [phoneIn, setPhoneIn] = useState(false);
  const [moving, setMoving] = useState<DeskBooking | null>(null);
  return (
    <>
      <div className="desk-toolbar">
        <ChoicePills
          label={t("admin.desk.views.label")}
          value={view}
          onChange={setView}
          options={VIEWS.map((key) => ({ key, label: t(`admin.desk.views.${key}`) }))}
        />
        <Button size="s" mode="filled" onClick={() => setPhoneIn(true)} data-testid="new-booking">
          {t("admin.desk.newBooking")}
        </Button>
      </div>
      {view === "list" ? <BookingsList onReschedule={setMoving} /> : <CalendarGrid key={view} mode={view} onReschedule={setMoving} />}
      {phoneIn && <PhoneInDialog onClose={() => setPhoneIn(false)} />}
      {moving && <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />}
    </>
  );
}
