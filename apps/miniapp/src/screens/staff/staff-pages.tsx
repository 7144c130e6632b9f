// What each page of the staff shell shows (issue 26.1): the former admin tabs, account tabs and
// EXPERT desk tabs, mounted as pages of the sections. A page takes the tenant's slug; most ignore it.
import type { ComponentType } from "react";
import type { StaffLocation } from "../../router/staff-paths.ts";
import { BookingsTab } from "../admin/bookings/BookingsTab.tsx";
import { ConfirmationsTab } from "../admin/bookings/ConfirmationsTab.tsx";
import { ClientsTab } from "../admin/clients/ClientsTab.tsx";
import { ArticlesTab } from "../admin/content/ArticlesTab.tsx";
import { NewsTab } from "../admin/content/NewsTab.tsx";
import { MyBookings } from "../admin/expert/MyBookings.tsx";
import { MySlots } from "../admin/expert/MySlots.tsx";
import { ExpertsTab } from "../admin/experts/ExpertsTab.tsx";
import { OwnScheduleTab, ScheduleTab } from "../admin/schedule/ScheduleTab.tsx";
import { ServicesTab } from "../admin/services/ServicesTab.tsx";
import { StatsTab } from "../admin/stats/StatsTab.tsx";
import {
  ApiPage,
  BotPage,
  BusinessPage,
  DomainPage,
  MembersPage,
  OverviewPage,
  PaymentsPage,
  PersonalPage,
  SubscriptionPage,
} from "./AccountPages.tsx";
import type { StaffRole } from "./staff-access.ts";
import { ExpertToday } from "./today/ExpertToday.tsx";
import { TodaySection } from "./today/TodaySection.tsx";
import "../admin/expert/expert-desk.css";

export type PageView = ComponentType<{ slug: string }>;

const ADMIN_VIEWS: Readonly<Record<string, PageView>> = {
  "today/today": TodaySection,
  "calendar/bookings": BookingsTab,
  "calendar/confirmations": ConfirmationsTab,
  "clients/clients": ClientsTab,
  "services/services": ServicesTab,
  "schedule/hours": ScheduleTab,
  "content/news": NewsTab,
  "content/articles": ArticlesTab,
  "stats/stats": StatsTab,
  "team/experts": ExpertsTab,
  "team/members": MembersPage,
  "settings/overview": OverviewPage,
  "settings/business": BusinessPage,
  "settings/personal": PersonalPage,
  "settings/subscription": SubscriptionPage,
  "settings/bot": BotPage,
  "settings/domain": DomainPage,
  "settings/payments": PaymentsPage,
  "settings/api": ApiPage,
};

/** An EXPERT's own pages (/api/expert/*: the server binds each call to the caller's expert). */
const EXPERT_VIEWS: Readonly<Record<string, PageView>> = {
  "today/today": ExpertToday,
  "calendar/bookings": MyBookings,
  "schedule/hours": OwnScheduleTab,
  "schedule/slots": MySlots,
  "settings/personal": PersonalPage,
};

/** The view of a page the role may see (staff-access.ts decides which). */
export function pageView(location: StaffLocation, role: StaffRole): PageView | undefined {
  return (role === "expert" ? EXPERT_VIEWS : ADMIN_VIEWS)[`${location.section}/${location.page}`];
}
