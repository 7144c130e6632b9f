// An EXPERT member's page (issue 16.2): their own bookings (confirm, mark paid, cancel), their own weekly
// schedule (the admins' editor, bound to them: issue 15.3) and their hours (the free and booked
// slots ahead, hours added for one day, a free slot removed). The server binds every call to the
// caller's expert (/api/expert/*), so nothing of another expert can show here.
import { useTranslation } from "react-i18next";
import { ScreenFrame } from "../../../components/ScreenFrame.tsx";
import { OwnScheduleTab } from "../schedule/ScheduleTab.tsx";
import { TabBar, tabPanelProps } from "../ui/TabBar.tsx";
import { MyBookings } from "./MyBookings.tsx";
import { MySlots } from "./MySlots.tsx";
import { useTabParam } from "../ui/use-tab-param.ts";
import "./expert-desk.css";

const DESK_TABS = ["bookings", "week", "hours"] as const;

export function ExpertDesk() {
  const { t } = useTranslation();
  const [active, setActive] = useTabParam(DESK_TABS, "bookings");
  return (
    <ScreenFrame title={t("admin.expertDesk.title")}>
      <TabBar
        idPrefix="desk"
        label={t("admin.expertDesk.title")}
        tabs={DESK_TABS.map((key) => ({ key, label: t(`admin.expertDesk.tabs.${key}`) }))}
        active={active}
        onChange={setActive}
      />
      <div className="tab-panel" {...tabPanelProps("desk", active)}>
        {active === "bookings" ? <MyBookings /> : active === "week" ? <OwnScheduleTab /> : <MySlots />}
      </div>
    </ScreenFrame>
  );
}
