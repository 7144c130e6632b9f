// Spec §2 Availability tab, now the extra times by hand in the one Schedule area (issue 26.4):
// create mode (pick days, make slots) and manage mode (see and delete slots). Both count days from
// the tenant's today.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { CreateAvailability } from "./CreateAvailability.tsx";
import { selectionWindow } from "./date-selection.ts";
import { ManageAvailability } from "./ManageAvailability.tsx";
import { useTenantToday } from "./useTenantToday.ts";
import "./availability.css";

type Mode = "create" | "manage";

export function AvailabilityTab() {
  const { t } = useTranslation();
  const today = useTenantToday();
  const [mode, setMode] = useState<Mode>("create");
  return (
    <>
      <ChoicePills
        label={t("planner.hours.slots")}
        value={mode}
        onChange={setMode}
        options={[
          { key: "create", label: t("admin.availability.modes.create") },
          { key: "manage", label: t("admin.availability.modes.manage") },
        ]}
      />
      {mode === "create" ? (
        <CreateAvailability window={selectionWindow(today)} />
      ) : (
        // Keyed by today: the 30-day window restarts from the tenant's date once it is known.
        <ManageAvailability key={today} today={today} />
      )}
    </>
  );
}
