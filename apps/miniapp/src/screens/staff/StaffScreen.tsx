// /webapp/<slug>/admin/* (issue 26.1): the staff shell around the page its address names. The bare
// /admin opens on Today; the old ?tab= addresses go to their new pages (replacing the history
// entry, the rest of the query kept); an address the shell does not know, or a page this member may
// not see, lands on the nearest one they may. RequireAdmin (router) lets in staff only.
import { useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { rememberAccountTenant } from "../account/account-data.ts";
import { withData } from "../../data/withData.tsx";
import { useTenantName } from "../../router/tenant-name.ts";
import { adminTabLocation, parseStaffPath, queryWithout, staffPath, type StaffLocation } from "../../router/staff-paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { allowedLocation, type StaffRole } from "./staff-access.ts";
import { pageView } from "./staff-pages.tsx";
import { StaffShell } from "./StaffShell.tsx";

const TODAY: StaffLocation = { section: "today", page: "today" };

function useStaffRole(): StaffRole {
  const { user, isExpert } = useSession();
  if (isExpert) return "expert";
  return user?.isOwner ? "owner" : "admin";
}

function StaffScreen() {
  const slug = useTenantName() ?? "";
  const rest = useParams()["*"] ?? "";
  const { pathname, search } = useLocation();
  const role = useStaffRole();
  // /account (the platform-level address) opens the business its owner worked on last.
  useEffect(() => {
    if (role === "owner" && slug) rememberAccountTenant(slug);
  }, [role, slug]);
  const tab = new URLSearchParams(search).get("tab");
  const requested = tab !== null ? (adminTabLocation(tab) ?? TODAY) : (parseStaffPath(rest) ?? TODAY);
  const location = allowedLocation(requested, role);
  const canonical = staffPath(slug, location.section, location.page);
  if (tab !== null || pathname.replace(/\/+$/, "") !== canonical)
    return <Navigate to={`${canonical}${queryWithout(search, ["tab"])}`} replace />;
  const View = pageView(location, role);
  return (
    <StaffShell slug={slug} location={location} role={role}>
      {View && <View slug={slug} />}
    </StaffShell>
  );
}

export default withData(StaffScreen);
