// One Schedule area (issue 26.4): the weekly hours with breaks, the date exceptions, the booking
// rules and the extra times made by hand, in one place, with a row of links to each part. Admins
// pick the expert when the page has several (the page's own by default); an EXPERT's desk has its
// own hours only (OwnScheduleTab).
import { Text } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AvailabilityTab } from "../availability/AvailabilityTab.tsx";
import { ExpertSelect } from "../ui/ExpertSelect.tsx";
import { BookingRulesForm } from "./BookingRulesForm.tsx";
import { ScheduleEditor } from "./ScheduleEditor.tsx";
import "./schedule.css";

/** The parts, by the id of the element each link scrolls to. */
const PARTS = [
  ["weekly", "schedule-weekly"],
  ["exceptions", "schedule-overrides"],
  ["rules", "schedule-rules"],
  ["slots", "schedule-slots"],
] as const;

export function ScheduleTab() {
  const { t } = useTranslation();
  const [expertId, setExpertId] = useState("");
  const [slotsOpen, setSlotsOpen] = useState(false);
  function go(id: string) {
    if (id === "schedule-slots") setSlotsOpen(true);
    // After the fold opened, so the scroll lands on its content.
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" }));
  }
  return (
    <div className="schedule-area" data-testid="schedule-area">
      <nav className="schedule-area__nav" aria-label={t("planner.hours.sections")}>
        {PARTS.map(([key, id]) => (
          <button key={key} type="button" className="pill" onClick={() => go(id)}>
            {t(`planner.hours.nav.${key}`)}
          </button>
        ))}
      </nav>
      <ExpertSelect value={expertId} onChange={setExpertId} />
      {/* Keyed: another expert's schedule starts from what is stored for them. */}
      <ScheduleEditor key={expertId} mode="admin" expertId={expertId || undefined} />
      <div id="schedule-rules">
        <BookingRulesForm />
      </div>
      <details
        id="schedule-slots"
        className="schedule-area__slots"
        open={slotsOpen}
        onToggle={(event) => setSlotsOpen(event.currentTarget.open)}
      >
        <summary>{t("planner.hours.slots")}</summary>
        <Text className="muted schedule-area__slots-intro">{t("planner.hours.slotsIntro")}</Text>
        {slotsOpen && <AvailabilityTab />}
      </details>
    </div>
  );
}

/** The EXPERT's own schedule (their desk). */
export function OwnScheduleTab() {
  return <ScheduleEditor mode="expert" />;
}
