// Spec §2 "Admin page" (role ADMIN of the tenant; RequireAdmin redirects everyone else to /, and
// the server refuses their calls on its own): the spec's tabs and Clients, the active one kept in
// ?tab=. The spec's Availability tab and the weekly Schedule are one Schedule area (issue 26.4):
// ?tab=availability opens it.
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { withData } from "../../data/withData.tsx";
import { BookingsTab } from "./bookings/BookingsTab.tsx";
import { ClientsTab } from "./clients/ClientsTab.tsx";
import { ConfirmationsTab } from "./bookings/ConfirmationsTab.tsx";
import { ArticlesTab } from "./content/ArticlesTab.tsx";
import { NewsTab } from "./content/NewsTab.tsx";
import { ServicesTab } from "./services/ServicesTab.tsx";
import { ScheduleTab } from "./schedule/ScheduleTab.tsx";
import { StatsTab } from "./stats/StatsTab.tsx";
import { ExpertsTab } from "./experts/ExpertsTab.tsx";
import { TabBar, tabPanelProps } from "./ui/TabBar.tsx";
import { useTabParam } from "./ui/use-tab-param.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { ExpertDesk } from "./expert/ExpertDesk.tsx";

export const ADMIN_TABS = ["services", "bookings", "confirmations", "clients", "news", "articles", "schedule", "stats", "experts"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_CONTENT: Readonly<Record<AdminTab, ComponentType>> = {
  services: ServicesTab,
  bookings: BookingsTab,
  confirmations: ConfirmationsTab,
  clients: ClientsTab,
  news: NewsTab,
  articles: ArticlesTab,
  schedule: ScheduleTab,
  stats: StatsTab,
  experts: ExpertsTab,
};

function AdminScreen() {
  const { isExpert } = useSession();
  return isExpert ? <ExpertDesk /> : <AdminTabs />;
}

function AdminTabs() {
  const { t } = useTranslation();
  const [active, setActive] = useTabParam(ADMIN_TABS, "services", { availability: "schedule" });
  const Content = TAB_CONTENT[active];
  return (
    <ScreenFrame title={t("admin.title")}>
      <TabBar
        idPrefix="admin"
        label={t("admin.title")}
        tabs={ADMIN_TABS.map((key) => ({ key, label: t(`admin.tabs.${key}`) }))}
        active={active}
        onChange={setActive}
      />
      <div className="tab-panel" {...tabPanelProps("admin", active)}>
        <Content />
      </div>
    </ScreenFrame>
  );
}

export default withData(AdminScreen);
